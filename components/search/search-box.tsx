'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import type { SearchResponse } from '@/lib/search/results';
import { NoResultsHint } from './no-results-hint';
import { ResultList } from './result-list';
import { resultCount } from './result-count';
import { useSiteSearch } from './use-site-search';

/**
 * The search page's form and results. Server-rendered with the results of `?q=`, so it works
 * without JavaScript (a GET form); with JavaScript, results follow the typing (debounced) and
 * the query is kept in the address bar.
 */
export function SearchBox({ action, initial }: { action: string; initial: SearchResponse }) {
  const t = useTranslations('Search');
  const locale = useLocale();
  const [query, setQuery] = useState(initial.query);
  const { status, response } = useSiteSearch(query, locale, initial);

  useEffect(() => {
    // history.replaceState, not router.replace: the router would re-render this dynamic page on
    // the server for every keystroke; Next.js keeps its router in sync with native history calls.
    const url = new URL(window.location.href);
    if (query.trim()) url.searchParams.set('q', query.trim());
    else url.searchParams.delete('q');
    // Another query lists its best results again (the search API's), not all of them.
    if (query.trim() !== initial.query) url.searchParams.delete('all');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [query, initial.query]);

  const shown = response ?? { query: query.trim(), total: 0, shown: 0, groups: [] };
  return (
    <>
      <form action={action} method="get" role="search" className="flex max-w-2xl gap-2" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="site-search" className="sr-only">
          {t('label')}
        </label>
        <input
          id="site-search"
          name="q"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('placeholder')}
          autoComplete="off"
          className="h-12 min-w-0 flex-1 rounded-full border border-control-line bg-surface px-5 text-ink placeholder:text-ink-3"
        />
        {/* On a phone the button is its icon alone, as on the not-found page, so that the field keeps
            room for its placeholder (cut in five languages at 390 px); the word stays its name. */}
        <button type="submit" className="inline-flex size-12 shrink-0 items-center justify-center gap-2 rounded-full bg-ink font-medium text-canvas hover:bg-ink-2 sm:w-auto sm:px-5">
          <Icon name="search" size={18} />
          <span className="sr-only sm:not-sr-only">{t('submit')}</span>
        </button>
      </form>
      <SearchResultsPortal status={status} response={shown} />
      {/* The best 30 of more: every match is one request away, a GET that works without JavaScript too. */}
      {status === 'done' && shown.total > shown.shown ? (
        <a href={`${action}?q=${encodeURIComponent(shown.query)}&all=1`} className="mt-6 inline-block font-medium text-signal underline underline-offset-4">
          {t('showAll', { count: shown.total })}
        </a>
      ) : null}
    </>
  );
}

/** Count (announced) and grouped results. */
export function SearchResultsPortal({ status, response }: { status: 'idle' | 'loading' | 'done' | 'error'; response: SearchResponse }) {
  const t = useTranslations('Search');
  const message =
    status === 'error'
      ? t('error')
      : response.query.length < 2
        ? t('prompt')
        : resultCount(t, response);
  return (
    <div className="mt-8" data-testid="search-results">
      <p role="status" aria-live="polite" className="mb-6 font-medium" data-testid="search-count">
        {message}
      </p>
      {response.total === 0 && response.query.length >= 2 && status !== 'error' ? <NoResultsHint /> : null}
      <ResultList groups={response.groups} idPrefix="search-page" />
    </div>
  );
}
