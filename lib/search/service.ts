import 'server-only';
import { localizedPath } from '../i18n/paths';
import type { Locale } from '../i18n/locales';
import { searchWithTotal } from './engine';
import { groupResults, MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, type SearchResponse } from './results';

/** How many results a search lists: the best 30, or every match when the visitor asks for all. */
export const SEARCH_LIMIT = { best: 30, all: Infinity } as const;

/** Runs a visitor's query and returns grouped results with links in the visitor's language. */
export function searchSite(rawQuery: string, locale: Locale, limit: number = SEARCH_LIMIT.best): SearchResponse {
  const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH);
  if (query.length < MIN_QUERY_LENGTH) return { query, total: 0, shown: 0, groups: [] };
  const { hits, total } = searchWithTotal(query, limit, locale);
  const items = hits.map((hit) => ({ id: hit.id, href: localizedPath(locale, hit.url), section: hit.section, title: hit.title, snippet: hit.snippet, terms: hit.terms }));
  return { query, total, shown: items.length, groups: groupResults(items) };
}
