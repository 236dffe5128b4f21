'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { DEFERRED_PRELOAD_DELAY } from '@/lib/constants';
import { whenIdle } from '@/lib/idle';
import { languageOption } from '@/lib/i18n/locales';
import { withRetries } from '@/lib/lazy';
import { PopoverTrigger, type PopoverAlign } from './popover-trigger';

type PanelModule = typeof import('./language-panel');
let panelModule: PanelModule | null = null;
const loadPanel = () => import('./language-panel').then((loaded) => (panelModule = loaded));
/**
 * Fetches the panel's chunk ahead of the click: on the first idle moment 3 s after load (spec 9's
 * deferred preloads), or sooner on a hover, a focus or the touch that starts a tap. import() fetches once.
 * Not React's `lazy`: a Suspense boundary that resolves just after its fallback showed waits up to
 * 300 ms before it reveals (React's fallback throttle), which made the first open 2× slower.
 */
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * Searchable list of the 14 languages; choosing one opens the same page in that language.
 * `align` places the panel under the trigger's start or end edge; 'bar' (the mobile menu's bottom
 * bar, which must be `relative`) anchors it to the bar instead, above it from its start edge and
 * never wider than the bar, so it stays on screen in either direction. 'settings-row': see POPOVER_ALIGN.
 * The panel itself (components/shell/language-panel.tsx) is its own chunk, fetched before it is needed.
 */
export function LanguagePicker({ className, align = 'end' }: { className?: string; align?: PopoverAlign | 'bar' }) {
  const t = useTranslations('Accessibility');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const [, setPanelLoaded] = useState(false);
  const Panel = panelModule?.default;
  useEffect(() => {
    if (!open || Panel) return;
    // Opened before the preload arrived: fetch it with the spec's retries, or close if it cannot be had.
    let live = true;
    withRetries(loadPanel).then(
      () => live && setPanelLoaded(true),
      () => live && setOpen(false),
    );
    return () => {
      live = false;
    };
  }, [open, Panel]);
  const current = languageOption(locale);
  useEffect(() => {
    const timer = window.setTimeout(() => void whenIdle().then(preloadPanel), DEFERRED_PRELOAD_DELAY);
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
        onPointerEnter={preloadPanel}
        onPointerDown={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => (open ? close() : setOpen(true))}
        className="icon-btn text-sm font-medium"
      >
        <Icon name="globe" size={18} />
        <span className="uppercase lg:max-xl:hidden">{current.code}</span>
      </PopoverTrigger>
      {open && Panel ? <Panel id={panelId} align={align} trigger={trigger} close={close} /> : null}
    </div>
  );
}
