'use client';

import { browserOnly } from '@/components/ui/browser-only';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useFormFocus } from '@/components/shell/use-form-focus';

// The chat panel's code (and the sanitiser) load when the panel is first opened.
const AssistantPanel = browserOnly(() => import('./assistant-panel').then((module) => ({ default: module.AssistantPanel })));

/**
 * The assistant's floating button, at the end side above the scroll-to-top button (which sits
 * at bottom-4), so the two never overlap; Back and Home are on the start side. Its size and height
 * are --launcher-size and --launcher-bottom (app/globals.css), which the sticky aside of long pages
 * keeps clear of.
 */
export function AssistantLauncher() {
  const t = useTranslations('Assistant');
  const [open, setOpen] = useState(false);
  // Like Back and Home, it steps aside while a form control has focus (it covered the end of fields at 390 px).
  const editing = useFormFocus({ outsideDialogs: true });
  // Its steps aside (translate) and hover (scale) are animated, its lift above the cookie banner
  // (transform) is not: the buttons under it rise at once, and a lagging launcher overlapped them.
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('open')}
        title={t('open')}
        onClick={() => setOpen(true)}
        data-testid="assistant-launcher"
        data-hidden={editing && !open ? '' : undefined}
        inert={editing && !open}
        className="fixed end-4 bottom-[var(--launcher-bottom)] z-30 [transform:var(--float-lift)] inline-flex size-[var(--launcher-size)] items-center justify-center rounded-full border border-line-strong bg-ink text-canvas shadow-lg transition-[translate,scale,opacity] duration-300 hover:scale-105 data-[hidden]:pointer-events-none data-[hidden]:translate-y-4 data-[hidden]:opacity-0 print:hidden"
      >
        <Icon name="sparkles" size={20} />
      </button>
      {open ? <AssistantPanel onClose={() => setOpen(false)} /> : null}
    </>
  );
}
