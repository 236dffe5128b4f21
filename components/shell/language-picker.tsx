'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { Optional } from '@/components/ui/optional';
import { cn } from '@/lib/cn';
import { languageOption } from '@/lib/i18n/locales';
import { withRetries } from '@/lib/lazy';
import { PopoverTrigger, type PopoverAlign } from './popover-trigger';

const loadPanel = () => import('./language-panel');
const LanguagePanel = lazy(() => withRetries(loadPanel));
/** Fetches the panel's chunk ahead of the click (a hover, a focus or the touch that starts a tap); import() fetches once. */
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * Searchable list of the 14 languages; choosing one opens the same page in that language.
 * `align` places the panel under the trigger's start or end edge; 'bar' (the mobile menu's bottom
 * bar, which must be `relative`) anchors it to the bar instead, above it from its start edge and
 * never wider than the bar, so it stays on screen in either direction. 'settings-row': see POPOVER_ALIGN.
 * The panel itself (components/shell/language-panel.tsx) loads on first use.
 */
export function LanguagePicker({ className, align = 'end' }: { className?: string; align?: PopoverAlign | 'bar' }) {
  const t = useTranslations('Accessibility');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const current = languageOption(locale);

  return (
    <div className={cn(align !== 'bar' && 'relative', className)}>
      <PopoverTrigger
        ref={trigger}
        popup="dialog"
        open={open}
        controls={panelId}
        // Starts with the visible code ("EN"), so the name contains the label (WCAG 2.5.3).
        aria-label={t('changeLanguage', { code: current.code.toUpperCase(), language: current.nativeName })}
        data-testid="language-trigger"
        onPointerEnter={preloadPanel}
        onPointerDown={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => (open ? close() : setOpen(true))}
        className="icon-btn text-sm font-medium"
      >
        <Icon name="globe" size={18} />
        <span className="uppercase lg:max-xl:hidden">{current.code}</span>
      </PopoverTrigger>
      {open ? (
        <Optional>
          <Suspense fallback={null}>
            <LanguagePanel id={panelId} align={align} trigger={trigger} close={close} />
          </Suspense>
        </Optional>
      ) : null}
    </div>
  );
}
