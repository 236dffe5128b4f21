/** Word counting shared by the content checks and the reading-time estimate. */

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

const SKIPPED_KEYS = new Set(['path', 'slug', 'id', 'href', 'type', 'kind', 'theme', 'keywords', 'title', 'description', 'authorId', 'duration', 'sku']);

/** Words of body text in an entry: every string reachable from it except identifiers and SEO fields. */
export function entryWords(value: unknown, key = ''): number {
  if (SKIPPED_KEYS.has(key)) return 0;
  if (typeof value === 'string') return countWords(value);
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + entryWords(item), 0);
  if (value && typeof value === 'object') {
    return Object.entries(value).reduce<number>((sum, [k, v]) => sum + entryWords(v, k), 0);
  }
  return 0;
}
