import { clearCachesAndSession, describeError, isChunkError } from './chunk-errors';
import { LAZY_PAGE_MAX_RETRIES, PAGE_LOAD_TIMEOUT, lazyPageBackoff } from './constants';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An attempt that took longer than the connection's page load timeout (spec 9). */
export class LoadTimeoutError extends Error {
  override name = 'LoadTimeoutError';
}

/** Spec 8: "Timeout or network error retried"; anything else (an error thrown while the module ran, an invalid module) fails at once. */
export function isRetryableLoadError(error: unknown): boolean {
  if (error instanceof LoadTimeoutError) return true;
  if (typeof error !== 'object' || error === null) return false;
  return isChunkError(describeError(error));
}

/** The connection the browser is on, where it says (Chromium's Network Information API). */
export function browserConnection(): ConnectionInfo {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

function withinTimeout<T>(attempt: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LoadTimeoutError(`Not loaded within ${ms} ms`)), ms);
  });
  return Promise.race([attempt, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads a lazily fetched part (a form, a dialog, a demo's chunk) with the spec's retries: an
 * attempt that fails on the network or takes longer than the connection's page load timeout is
 * tried again, up to LAZY_PAGE_MAX_RETRIES more times, waiting 300 ms × 1.8^attempt in between, so
 * a dropped connection or a deploy in between does not leave the visitor with an error. The second
 * retry first clears the caches and session storage (spec 8).
 */
export async function withRetries<T>(
  load: () => Promise<T>,
  { retries = LAZY_PAGE_MAX_RETRIES, backoff = lazyPageBackoff, wait = sleep, clear = clearCachesAndSession, timeout = () => pageLoadTimeout(browserConnection()) } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withinTimeout(load(), timeout());
    } catch (error) {
      if (attempt >= retries || !isRetryableLoadError(error)) throw error;
      await wait(backoff(attempt));
      if (attempt === 1) await clear();
    }
  }
}

/** A React component as a module exports it: a function or class, or the object `memo`, `forwardRef` or `lazy` make. */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** `withRetries` for a component's module: one whose default export is not a component raises spec 8's 'Invalid component', and is not retried. */
export async function loadComponentModule<M extends { default: unknown }>(loader: () => Promise<M>, options?: Parameters<typeof withRetries>[1]): Promise<M> {
  const loaded = await withRetries(loader, options);
  if (!isComponent(loaded?.default)) throw new Error('Invalid component');
  return loaded;
}

/** The Network Information API's part that names the connection (Chromium only). */
export type ConnectionInfo = { effectiveType?: string } | undefined;

/**
 * How long a page may take to load before the loading indicator gives up, and how long a lazily
 * fetched part may take before it is tried again (spec 9): by the connection's effective type
 * (slow-2g 15 s, 2g 12 s, 3g 10 s, 4g 8 s), 8 s for a type it does not name, and 10 s where the
 * browser has no Network Information API (Firefox, Safari).
 */
export function pageLoadTimeout(connection: ConnectionInfo): number {
  if (!connection) return PAGE_LOAD_TIMEOUT.apiUnavailable;
  const type = connection.effectiveType;
  return type === 'slow-2g' || type === '2g' || type === '3g' || type === '4g' ? PAGE_LOAD_TIMEOUT[type] : PAGE_LOAD_TIMEOUT.default;
}
