'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { browserOnly } from '@/components/ui/browser-only';
import { Icon } from '@/components/ui/icon';
import { Optional } from '@/components/ui/optional';
import { cn } from '@/lib/cn';
import { Spinner } from '@/components/ui/spinner';
import { DEFERRED_PRELOAD_DELAY } from '@/lib/constants';
import { whenIdle } from '@/lib/idle';
import { languageOption } from '@/lib/i18n/locales';
import { LanguagePanelFrame } from './language-panel-frame';
import { PopoverTrigger, type PopoverAlign } from './popover-trigger';

/**
 * The panel is its own chunk, fetched ahead of the click: on the first idle moment 3 s after load
 * (spec 9's deferred preloads), or sooner on a hover, a focus or the touch that starts a tap.
 */
const LanguagePanel = browserOnly(() => import('./language-panel'));

/**
 * Searchable list of the 14 languages; choosing one opens the same page in that language.
 * `align` places the panel under the trigger's start or end edge; 'bar' (the mobile menu's bottom
 * bar, which must be `relative`) anchors it to the bar instead, above it from its start edge and
 * never wider than the bar, so it stays on screen in either direction. 'settings-row': see POPOVER_ALIGN.
 */
export function LanguagePicker({ className, align = 'end' }: { className?: string; align?: PopoverAlign | 'bar' }) {
  const t = useTranslations('Accessibility');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const current = languageOption(locale);
  useEffect(() => {
    const timer = window.setTimeout(() => void whenIdle().then(LanguagePanel.preload), DEFERRED_PRELOAD_DELAY);
    return () => window.clearTimeout(timer);
  }, []);

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
        onPointerEnter={LanguagePanel.preload}
        onPointerDown={LanguagePanel.preload}
        onFocus={LanguagePanel.preload}
        onClick={() => (open ? close() : setOpen(true))}
        className="icon-btn text-sm font-medium"
      >
        <Icon name="globe" size={18} />
        <span className="uppercase lg:max-xl:hidden">{current.code}</span>
      </PopoverTrigger>
      {open ? (
        <Optional>
          <LanguagePanel
            id={panelId}
            align={align}
            trigger={trigger}
            close={close}
            fallback={
              // A tap before the preload: the box, busy, until the panel's chunk is in (a moment on a slow line).
              <LanguagePanelFrame id={panelId} align={align} aria-label={t('language')} aria-busy="true" className="h-24 items-center justify-center">
                <Spinner />
              </LanguagePanelFrame>
            }
          />
        </Optional>
      ) : null}
    </div>
  );
}
