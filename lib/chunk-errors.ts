import { CHUNK_ERROR_TOLERANCE, ERROR_RETRY_CAP } from './constants';

const CHUNK_PATTERNS = [/Loading chunk/i, /ChunkLoadError/i, /Failed to import/i, /error loading dynamically imported module/i, /Importing a module script failed/i, /NetworkError/i, /Failed to fetch/i, /\bfetch\b/i];
const CSP_PATTERNS = [/Content Security Policy/i, /\bCSP\b/, /violates/i];
const AUDIT_AGENTS = /Lighthouse|Chrome-Lighthouse|PageSpeed|GTmetrix|Google Page Speed|PTST|WebPageTest/i;

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
 * Window chunk errors: the first two are tolerated (a chunk-error event fires on the first); from
 * the third the page is replaced by the "Loading Issue Detected" screen.
 */
export function chunkVerdict(count: number): ChunkVerdict {
  return count <= CHUNK_ERROR_TOLERANCE ? 'tolerate' : 'fatal';
}

/** The error boundary reloads for a chunk error while fewer than two have been seen. */
export function shouldAutoReload(count: number): boolean {
  return count < CHUNK_ERROR_TOLERANCE;
}

/** "Try Again" re-renders up to three times; after that it reloads the page. */
export function retryAction(attempts: number): 'retry' | 'reload' {
  return attempts < ERROR_RETRY_CAP ? 'retry' : 'reload';
}

export const SESSION_KEYS = {
  chunkErrors: 'tessellon-chunk-errors',
  autoReloaded: 'tessellon-auto-reloaded',
} as const;

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
