'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, useTransition, type RefObject } from 'react';
import { Icon } from '@/components/ui/icon';
import { rememberLanguage } from '@/lib/i18n/choose-language';
import { english } from '@/lib/i18n/content-language';
import { filterLanguages, languageOptions, type Locale } from '@/lib/i18n/locales';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { isComposingKey } from '@/lib/input-method';
import { LanguagePanelFrame } from './language-panel-frame';
import type { PopoverAlign } from './popover-trigger';
import { moveFocus, useDismiss } from './use-dismiss';

/**
 * The language picker's open panel: search, count and the 14 languages. Its own chunk, fetched
 * on idle after load or on the first hover, focus or touch of a trigger
 * (components/shell/language-picker.tsx), so it is not part of any page's first-load JavaScript.
 */
export default function LanguagePanel({ id, align, trigger, close }: { id: string; align: PopoverAlign | 'bar'; trigger: RefObject<HTMLButtonElement | null>; close: () => void }) {
  const t = useTranslations('Accessibility');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [query, setQuery] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  useDismiss(true, panel, trigger, close);
  useEffect(() => {
    search.current?.focus();
  }, []);

  const results = useMemo(() => filterLanguages(query), [query]);

  const choose = (code: Locale) => {
    rememberLanguage(code);
    close();
    if (code === locale) return;
    // The same page in the other language, with its query and fragment (a search, a section).
    const here = `${pathname}${window.location.search}${window.location.hash}`;
    startTransition(() => router.replace(here, { locale: code, scroll: false }));
  };

  const options = () => Array.from(panel.current?.querySelectorAll<HTMLElement>('[data-language-option]') ?? []);

  return (
    <LanguagePanelFrame
      ref={panel}
      id={id}
      align={align}
      aria-label={t('language')}
      onKeyDown={(event) => {
        // The arrows and Enter of an input method's composition (typing 日本語 or 中文) are its own.
        if (isComposingKey(event.nativeEvent)) return;
        if (event.key === 'ArrowDown' && document.activeElement === search.current) {
          event.preventDefault();
          options()[0]?.focus();
          return;
        }
        if (event.key === 'ArrowUp' && options()[0] === document.activeElement) {
          event.preventDefault();
          search.current?.focus();
          return;
        }
        if (document.activeElement !== search.current) moveFocus(event, options());
      }}
    >
      <label className="relative block">
        <span className="sr-only">{t('searchLanguages')}</span>
        <Icon name="search" size={16} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-ink-3" />
        <input
          ref={search}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !isComposingKey(event.nativeEvent) && results[0]) {
              event.preventDefault();
              choose(results[0].code);
            }
          }}
          placeholder={t('searchLanguages')}
          autoComplete="off"
          spellCheck={false}
          className="h-10 w-full rounded-xl border border-line-strong bg-canvas ps-9 pe-3 text-sm text-ink placeholder:text-ink-3"
        />
      </label>
      <p className="px-2 pt-2 pb-1 text-xs text-ink-3" aria-live="polite" data-testid="language-count">
        {t('languagesCount', { count: results.length, total: languageOptions.length })}
      </p>
      {results.length ? (
        <ul className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          {results.map((option) => (
            <li key={option.code}>
              <button
                type="button"
                data-language-option={option.code}
                lang={option.code}
                aria-current={option.code === locale ? 'true' : undefined}
                onClick={() => choose(option.code)}
                className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-sm hover:bg-surface-2 aria-[current]:bg-signal-soft"
              >
                <span aria-hidden="true" className="text-lg leading-none">
                  {option.flag}
                </span>
                <span className="flex-1">
                  <span className="block font-medium text-ink">{option.nativeName}</span>
                  {option.name !== option.nativeName ? (
                    <span className="block text-xs text-ink-3 rtl:text-right" {...english}>
                      {option.name}
                    </span>
                  ) : null}
                </span>
                {option.code === locale ? <Icon name="check" size={16} className="text-signal" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="px-3 py-6 text-center">
          <p className="font-medium text-ink">{t('noLanguages')}</p>
          <p className="mt-1 text-sm text-ink-3">{t('tryDifferent')}</p>
        </div>
      )}
    </LanguagePanelFrame>
  );
}
