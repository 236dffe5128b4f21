'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseButton } from '@/components/ui/close-button';
import { Link } from '@/components/ui/link';
import { useRouter } from '@/lib/i18n/navigation';
import { NoResultsHint } from './no-results-hint';
import { ResultList } from './result-list';
import { resultCount } from './result-count';
import { useModal } from './use-modal';
import { useSiteSearch } from './use-site-search';
import { isComposingKey } from '@/lib/input-method';
import { withOnDemandMessages } from '@/components/i18n/on-demand-messages';

/**
 * The search dialog: a modal <dialog> (the page behind is inert, so focus stays inside; Escape
 * closes it and focus returns to where it was). Results come from GET /api/search.
 */
function SearchDialogView({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Search');
  const locale = useLocale();
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const { status, response } = useSiteSearch(query, locale, null, 150);
  const titleId = useId();
  const inputId = useId();

  const results = useRef<HTMLDivElement>(null);
  useModal(dialog, input, onClose);

  const trimmed = query.trim();
  const message = status === 'error' ? t('error') : !response ? t('prompt') : resultCount(t, response);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="search-dialog"
      className="fixed inset-x-0 top-[8vh] mx-auto max-h-[84vh] w-[min(42rem,calc(100%-1.5rem))] overflow-hidden rounded-3xl border border-line-strong bg-canvas p-0 text-ink shadow-2xl backdrop:bg-black/60"
    >
      <div className="flex max-h-[84vh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
          <h2 id={titleId} className="font-semibold">
            {t('dialogTitle')}
          </h2>
          <CloseButton label={t('close')} onClick={onClose} />
        </div>
        <form
          role="search"
          className="px-5 pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!trimmed) return;
            onClose();
            router.push(`/search?q=${encodeURIComponent(trimmed)}`);
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t('label')}
          </label>
          <input
            id={inputId}
            ref={input}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('placeholder')}
            onKeyDown={(event) => moveThroughResults(event, results.current, input.current)}
            aria-describedby={`${inputId}-keys`}
            className="h-12 w-full rounded-full border border-control-line bg-surface px-5 text-ink placeholder:text-ink-3"
          />
          <span id={`${inputId}-keys`} className="sr-only">
            {t('arrowHint')}
          </span>
        </form>
        <p role="status" aria-live="polite" className="px-5 pt-3 text-sm text-ink-2" data-testid="search-dialog-count">
          {message}
        </p>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4" ref={results} onKeyDown={(event) => moveThroughResults(event, results.current, input.current)}>
          {response ? <ResultList groups={response.groups} headingLevel={3} idPrefix="search-dialog" onNavigate={onClose} /> : null}
          {/* What to try next, as the search page says it. */}
          {response && response.total === 0 && response.query.length >= 2 && status !== 'error' ? <NoResultsHint className="text-sm" onNavigate={onClose} /> : null}
          {response && response.total > 0 ? (
            <Link href={`/search?q=${encodeURIComponent(trimmed)}`} onClick={onClose} className="mt-6 inline-block font-medium text-signal underline underline-offset-4">
              {t('seeAll')}
            </Link>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}

/**
 * Arrow keys from the field into the results and between them (Up from the first goes back to the
 * field); Tab still walks every control. The results are links, so Enter opens the focused one.
 */
function moveThroughResults(event: KeyboardEvent<HTMLElement>, results: HTMLElement | null, field: HTMLInputElement | null) {
  // While an input method composes, the arrows pick its candidates: focus stays in the field.
  if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || !results || isComposingKey(event.nativeEvent)) return;
  const links = [...results.querySelectorAll<HTMLAnchorElement>('a[href]')];
  if (!links.length) return;
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (event.key === 'ArrowUp' && index < 0) return;
  const next = event.key === 'ArrowDown' ? (index < 0 ? 0 : Math.min(index + 1, links.length - 1)) : index - 1;
  event.preventDefault();
  if (next < 0) field?.focus();
  else links[next]?.focus();
}

/** With the texts that load on use (components/i18n/on-demand-messages.tsx). */
export const SearchDialog = withOnDemandMessages(SearchDialogView);
