/** The JSON shape of GET /api/search and of the server-rendered results: plain data, grouped. */
import { SEARCH_SECTIONS, type SearchSection } from './documents';
import { isOneOf } from '../guards';

export type ResultItem = { id: string; href: string; section: SearchSection; title: string; snippet: string; terms: string[] };
export type ResultGroup = { section: SearchSection; items: ResultItem[] };
/** `total` counts every matching page; `shown` the best of them that `groups` holds. */
export type SearchResponse = { query: string; total: number; shown: number; groups: ResultGroup[] };

/**
 * Groups results by section in rank order: consecutive results of one section share a group, so a
 * section's weaker results never come before a better result of another section (grouping each
 * section whole once showed the second-best result of "Chief Security Officer" eleventh, after ten
 * weaker pages of the first one's section). A section may head more than one group.
 */
export function groupResults(items: readonly ResultItem[]): ResultGroup[] {
  const groups: ResultGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.section === item.section) last.items.push(item);
    else groups.push({ section: item.section, items: [item] });
  }
  return groups;
}

export const isSearchSection = (value: unknown): value is SearchSection => isOneOf(SEARCH_SECTIONS, value);

export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 200;
