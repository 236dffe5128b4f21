import type { useTranslations } from 'next-intl';
import type { SearchResponse } from '@/lib/search/results';

type SearchT = ReturnType<typeof useTranslations<'Search'>>;

/**
 * What the count line says of a response: none found, all of them, or (when more pages match than
 * are listed) that these are the best of a larger number, so a cap never reads as a total.
 */
export function resultCount(t: SearchT, response: SearchResponse): string {
  if (response.total === 0) return t('noResults', { query: response.query });
  if (response.total > response.shown) return t('countTop', { shown: response.shown, count: response.total, query: response.query });
  return t('count', { count: response.total, query: response.query });
}
