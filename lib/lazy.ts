import { clearCachesAndSession } from './chunk-errors';
import { LAZY_PAGE_MAX_RETRIES, PAGE_LOAD_TIMEOUT, lazyPageBackoff } from './constants';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a lazily fetched part (a demo's chunk) with the spec's retries: up to
 * LAZY_PAGE_MAX_RETRIES more attempts after a failure, waiting 300 ms × 1.8^attempt between them,
 * so a dropped connection or a deploy in between does not leave the visitor with an error. The
 * second retry first clears the caches and session storage (spec 8).
 */
export async function withRetries<T>(load: () => Promise<T>, { retries = LAZY_PAGE_MAX_RETRIES, backoff = lazyPageBackoff, wait = sleep, clear = clearCachesAndSession } = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(backoff(attempt));
      if (attempt === 1) await clear();
    }
  }
}

/** The Network Information API's part that names the connection (Chromium only). */
export type ConnectionInfo = { effectiveType?: string } | undefined;

/**
 * How long a page may take to load before the loading indicator gives up (spec 9): by the
 * connection's effective type (slow-2g 15 s, 2g 12 s, 3g 10 s, 4g 8 s), 8 s for a type it does not
 * name, and 10 s where the browser has no Network Information API (Firefox, Safari).
 */
export function pageLoadTimeout(connection: ConnectionInfo): number {
  if (!connection) return PAGE_LOAD_TIMEOUT.apiUnavailable;
  const type = connection.effectiveType;
  return type === 'slow-2g' || type === '2g' || type === '3g' || type === '4g' ? PAGE_LOAD_TIMEOUT[type] : PAGE_LOAD_TIMEOUT.default;
}
