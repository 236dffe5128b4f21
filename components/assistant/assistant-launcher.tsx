'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon';

// The chat panel's code (and the sanitiser) load when the panel is first opened.
const AssistantPanel = dynamic(() => import('./assistant-panel').then((module) => module.AssistantPanel), { ssr: false });

/**
 * The assistant's floating button, at the end side above the scroll-to-top button (which sits
 * at bottom-4), so the two never overlap; Back and Home are on the start side.
 */
export function AssistantLauncher() {
  const t = useTranslations('Assistant');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('open')}
        title={t('open')}
        onClick={() => setOpen(true)}
        data-testid="assistant-launcher"
        className="fixed end-4 bottom-20 z-30 inline-flex size-12 items-center justify-center rounded-full border border-line-strong bg-ink text-canvas shadow-lg transition-transform hover:scale-105 print:hidden"
      >
        <Icon name="sparkles" size={20} />
      </button>
      {open ? <AssistantPanel onClose={() => setOpen(false)} /> : null}
    </>
  );
}
