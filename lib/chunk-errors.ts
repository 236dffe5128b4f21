import { CHUNK_ERROR_TOLERANCE, CHUNK_RELOAD_DELAY, ERROR_RETRY_CAP } from './constants';

/**
 * How browsers and bundlers report a script or module that failed to load (spec 8: "Loading chunk,
 * ChunkLoadError, Failed to import, NetworkError, fetch"), matched as whole phrases: a failed
 * `fetch()` of data ("Failed to fetch", Firefox's "NetworkError when attempting to fetch
 * resource") is not a chunk error.
 */
const CHUNK_PATTERNS = [
  /ChunkLoadError/,
  /Loading (?:CSS )?chunk [\w-]+ failed/i,
  // Turbopack's runtime: "Failed to load chunk /_next/static/chunks/….js from module …".
  /Failed to load chunk\b/i,
  /Failed to import\b/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /NetworkError[^.]*\b(?:module|script|chunk)\b/i,
];
const CSP_PATTERNS = [/Content Security Policy/i, /\bCSP\b/, /violates/i];
const AUDIT_AGENTS = /Lighthouse|Chrome-Lighthouse|PageSpeed|GTmetrix|Google Page Speed|PTST|WebPageTest/i;

/** "name message" of whatever was thrown or rejected: the text the patterns here are matched against. */
export function describeError(thrown: unknown): string {
  if (typeof thrown === 'string') return thrown;
  if (typeof thrown !== 'object' || thrown === null) return '';
  const name = 'name' in thrown ? String(thrown.name) : '';
  return `${name} ${'message' in thrown ? String(thrown.message) : ''}`;
}

export function isChunkError(message: string): boolean {
  return CHUNK_PATTERNS.some((pattern) => pattern.test(message));
}

/** Window errors that a security policy caused (spec 8): mentions of CSP, "violates", or a refused import or script. */
export function isCspError(message: string): boolean {
  return CSP_PATTERNS.some((pattern) => pattern.test(message)) || (/refused|blocked/i.test(message) && /import|script/i.test(message));
}

export function isAuditAgent(userAgent: string): boolean {
  return AUDIT_AGENTS.test(userAgent);
}

export type ChunkVerdict = 'tolerate' | 'fatal';

/**
 * Chunk errors, by their count in the session: the first two are tolerated (the error boundary
 * shows "Loading Update..." and reloads; the window listener reloads once per session); from the
 * third the window listener replaces the page with "Loading Issue Detected".
 */
export function chunkVerdict(count: number): ChunkVerdict {
  return count <= CHUNK_ERROR_TOLERANCE ? 'tolerate' : 'fatal';
}


/** "Try Again" re-renders up to three times; after that it reloads the page. */
export function retryAction(attempts: number): 'retry' | 'reload' {
  return attempts < ERROR_RETRY_CAP ? 'retry' : 'reload';
}

export const SESSION_KEYS = {
  chunkErrors: 'tessellon-chunk-errors',
  autoReloaded: 'tessellon-auto-reloaded',
} as const;

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

const counted = new WeakSet<object>();

/**
 * Counts a chunk failure in the session and returns the session's count. The same error object is
 * counted once, whoever sees it first: the route error boundary (components/shell/route-error.tsx) or
 * the window listener (components/shell/error-monitor.tsx).
 */
export function countChunkError(storage: SessionStore, error: unknown): { count: number; isNew: boolean } {
  const current = Number(storage.getItem(SESSION_KEYS.chunkErrors) ?? 0);
  if (typeof error === 'object' && error !== null) {
    if (counted.has(error)) return { count: current, isNew: false };
    counted.add(error);
  }
  storage.setItem(SESSION_KEYS.chunkErrors, String(current + 1));
  return { count: current + 1, isNew: true };
}

/** The count `countChunkError` will give this error, without recording it (safe during render). */
export function peekChunkCount(storage: SessionStore, error: unknown): number {
  const current = Number(storage.getItem(SESSION_KEYS.chunkErrors) ?? 0);
  return typeof error === 'object' && error !== null && counted.has(error) ? current : current + 1;
}

let reloadPending = false;

/** Reloads the page after the spec's 1 s, once however many failures ask for it. */
export function reloadSoon(reload: () => void, delay = CHUNK_RELOAD_DELAY): void {
  if (reloadPending) return;
  reloadPending = true;
  setTimeout(reload, delay);
}

/** One automatic reload per session after a chunk or fetch failure. */
export function claimAutoReload(storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  if (storage.getItem(SESSION_KEYS.autoReloaded)) return false;
  storage.setItem(SESSION_KEYS.autoReloaded, String(Date.now()));
  return true;
}

/** Deletes every Cache Storage entry; used by the "clear cache" recovery actions. */
export async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * Deletes every Cache Storage entry and empties session storage, in case a stale copy is what
 * fails: the Loading Issue screen's Try Again and the second retry of a lazily loaded part (spec 8).
 */
export async function clearCachesAndSession(): Promise<void> {
  await clearCaches().catch(() => undefined);
  try {
    sessionStorage.clear();
  } catch {
    // No session storage (blocked or no window): nothing to clear.
  }
}
