import { isGuardedPath, normalizePath } from '../routes';
import contentPaths from './known-paths.json';

/**
 * The paths the proxy knows, without the content: `known-paths.json` is generated from the
 * catalogue at build (`npm run paths`, run by `build`), and a unit test keeps the committed copy
 * equal to `siteEntries()`. Importing the catalogue here would put every page's text into the
 * function that runs before each request (1.5 MB); the list is a few kilobytes.
 */

/** Pages that are not content entries: live pages and the error page. */
export const SYSTEM_PATHS = ['/status', '/version', '/500'] as const;

const known = new Set<string>([...contentPaths, ...SYSTEM_PATHS]);

/**
 * Whether a path (English, unprefixed) is a page of the site. The proxy answers anything else
 * with the pre-rendered not-found page and status 404, so that a 404 is server-rendered HTML in
 * the visitor's language (Next 16.4 renders a request-time notFound() as an empty shell).
 */
export function isKnownPath(path: string): boolean {
  const normalized = normalizePath(path);
  return known.has(normalized) || isGuardedPath(normalized);
}
