/** The JSON shape of GET /api/search and of the server-rendered results: plain data, grouped. */
import { SEARCH_SECTIONS, type SearchSection } from './documents';
import { isOneOf } from '../guards';

export type ResultItem = { id: string; href: string; section: SearchSection; title: string; snippet: string; terms: string[] };
export type ResultGroup = { section: SearchSection; items: ResultItem[] };
/** `total` counts every matching page; `shown` the best of them that `groups` holds. */
export type SearchResponse = { query: string; total: number; shown: number; groups: ResultGroup[] };

/** Groups results by section, sections ordered by their best result. */
export function groupResults(items: readonly ResultItem[]): ResultGroup[] {
  const groups = new Map<SearchSection, ResultItem[]>();
  for (const item of items) {
    const list = groups.get(item.section);
    if (list) list.push(item);
    else groups.set(item.section, [item]);
  }
  return [...groups.entries()].map(([section, list]) => ({ section, items: list }));
}

export const isSearchSection = (value: unknown): value is SearchSection => isOneOf(SEARCH_SECTIONS, value);

export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 200;
