'use client';

import { useEffect, useRef, useState } from 'react';
import { MIN_QUERY_LENGTH, type SearchResponse } from '@/lib/search/results';

export type SearchState = { status: 'idle' | 'loading' | 'done' | 'error'; response: SearchResponse | null };

/** Debounced queries to GET /api/search; the last query wins. */
export function useSiteSearch(query: string, locale: string, initial: SearchResponse | null, delay = 200): SearchState {
  const [state, setState] = useState<SearchState>({ status: initial ? 'done' : 'idle', response: initial });
  const first = useRef(true);

  useEffect(() => {
    if (first.current && initial && initial.query === query.trim()) {
      first.current = false;
      return;
    }
    first.current = false;
    const trimmed = query.trim();
    if (trimmed.length < MIN_QUERY_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      fetch(`/api/search?q=${encodeURIComponent(trimmed)}&locale=${encodeURIComponent(locale)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<SearchResponse>) : Promise.reject(new Error(String(response.status)))))
        .then((response) => setState({ status: 'done', response }))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          setState({ status: 'error', response: null });
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale, initial, delay]);

  return query.trim().length < MIN_QUERY_LENGTH ? { status: 'idle', response: null } : state;
}
