import 'server-only';
import { buildInfo } from '../build-info';
import { logger } from '../logger';
import { supabaseConfig, type SupabaseConfig } from '../supabase/config';

export type CheckState = 'operational' | 'degraded' | 'notConfigured';

/**
 * What one check found. `roundTripMs` is the time the service itself took to answer, when the
 * check asked one: it is the figure the page shows, because the check's own duration also counts
 * work that is not the service (the first request opens the database and applies migrations).
 */
export type CheckOutcome = { state: CheckState; detail: string; roundTripMs?: number };
export type CheckResult = CheckOutcome & { id: string; name: string; durationMs: number };

type Check = { id: string; name: string; run: () => Promise<CheckOutcome> };

/** Facts fixed when the site was built: shown on the status page, never presented as live checks. */
export const buildFacts = { id: buildInfo.id, commit: buildInfo.commit };

/**
 * How long the sign-in check waits for Supabase Auth. The page waits for every check before it
 * answers, so a service that hangs must turn into "no answer" quickly rather than into a page that
 * hangs too; a healthy service answers in well under a second.
 */
export const AUTH_HEALTH_TIMEOUT_MS = 2500;

const elapsed = (started: number) => Math.round((performance.now() - started) * 100) / 100;

// Duck-typed, not `instanceof Error`: fetch's errors (DOMException, undici's TypeError) need not
// come from this realm's Error.
const nameOf = (error: unknown) => (error as { name?: unknown } | null)?.name;

/** What the public page may say of a failure's code: the network's and PostgreSQL's usual ones. */
const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host lookup failed',
  ETIMEDOUT: 'connection timed out',
  CONNECT_TIMEOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  CERT_HAS_EXPIRED: 'TLS certificate expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS certificate not trusted',
  '28P01': 'authentication failed',
  '28000': 'authorization refused',
  '3D000': 'database does not exist',
  '53300': 'too many connections',
  '57P01': 'server shutting down',
  '57P03': 'server starting up',
};

/**
 * A failure as the public status page shows it: its kind and code, never its message, which can
 * name hosts, addresses, users or paths ("connect ECONNREFUSED 10.0.4.2:5432", "password
 * authentication failed for user …"). The whole error goes to the server's log, masked.
 */
export function publicReason(error: unknown, check: string): string {
  logger.error(`status: ${check} check failed`, error);
  // The embedded database's folder lock (lib/db/lock.ts): its message names the folder.
  if (nameOf(error) === 'DataFolderLockedError') return 'embedded database in use by another process';
  const codes = [(error as { code?: unknown } | null)?.code, (error as { cause?: { code?: unknown } } | null)?.cause?.code];
  const code = codes.find((value): value is string => typeof value === 'string' && /^[A-Z0-9_]{2,40}$/.test(value));
  if (!code) return 'unexpected error';
  return REASONS[code] ? `${REASONS[code]}, ${code}` : code;
}

/**
 * Asks Supabase Auth (GoTrue) for its health at the address and with the key sign-in uses:
 * `GET {url}/auth/v1/health` with the publishable key in the `apikey` header, which Supabase's
 * gateway requires. Measured from the server, so it shows whether the service is up, not every
 * visitor's own route to it. Not configured (no URL or no key) is a state of its own.
 */
export async function checkSignIn(config: SupabaseConfig | null, timeoutMs = AUTH_HEALTH_TIMEOUT_MS): Promise<CheckOutcome> {
  if (!config) return { state: 'notConfigured', detail: 'No sign-in service is configured for this deployment' };
  const started = performance.now();
  try {
    const response = await fetch(`${config.url}/auth/v1/health`, {
      headers: { apikey: config.key, accept: 'application/json' },
      cache: 'no-store',
      // The health endpoint never redirects: a redirect means the URL points somewhere else (a
      // website, a login wall), whose 200 must not read as a healthy sign-in service.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const roundTripMs = elapsed(started);
    // The body is not needed (its version field is not checked); release the connection.
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) return { state: 'degraded', detail: `Supabase Auth answered its health check with HTTP ${response.status}`, roundTripMs };
    return { state: 'operational', detail: 'Supabase Auth answered its health check', roundTripMs };
  } catch (error) {
    if (nameOf(error) === 'TimeoutError' || nameOf(error) === 'AbortError') {
      return { state: 'degraded', detail: `Supabase Auth did not answer its health check within ${timeoutMs / 1000} s` };
    }
    // Node's fetch reports "fetch failed" and keeps the reason (ECONNREFUSED, ENOTFOUND...) in `cause`.
    return { state: 'degraded', detail: `Supabase Auth unreachable (${publicReason(error, 'sign-in')})` };
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Whether sharp, the native image library behind Next.js's image endpoint (/_next/image), loads
 * and encodes. Named for what it is: no page of the site requests that endpoint (the artwork is
 * SVG, the header image generator renders with next/og), so it tells an operator that the
 * deployment's native binary works, not that visitors' images do.
 */
export async function checkImageLibrary(): Promise<CheckOutcome> {
  try {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer();
    const library = sharp.versions.sharp ? `sharp ${sharp.versions.sharp}` : 'sharp';
    return png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)
      ? { state: 'operational', detail: `${library} encoded a 2 × 2 PNG (${png.length} bytes)` }
      : { state: 'degraded', detail: `${library} returned something that is not a PNG` };
  } catch (error) {
    return { state: 'degraded', detail: `sharp unavailable (${publicReason(error, 'image library')})` };
  }
}

/** The site's own parts, each checked for real when the status page is requested. */
const checks: Check[] = [
  {
    id: 'database',
    name: 'Database',
    run: async () => {
      const { NotConfiguredError, checkDatabase, getDb } = await import('../db');
      try {
        const check = await checkDatabase(await getDb());
        return {
          state: check.latestMigration ? 'operational' : 'degraded',
          detail: `${check.driver === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL'} reachable; latest migration ${check.latestMigration ?? 'none'}`,
          roundTripMs: check.roundTripMs ?? undefined,
        };
      } catch (error) {
        if (error instanceof NotConfiguredError) return { state: 'notConfigured', detail: 'No database is configured (DATABASE_URL); forms say so instead of storing' };
        return { state: 'degraded', detail: `Unreachable (${publicReason(error, 'database')})` };
      }
    },
  },
  { id: 'images', name: 'Image library', run: checkImageLibrary },
  // The same project and key as /auth and the administrator guard (both inlined at build).
  { id: 'auth', name: 'Sign-in', run: () => checkSignIn(supabaseConfig()) },
];

export async function runChecks(): Promise<CheckResult[]> {
  return Promise.all(
    checks.map(async (check) => {
      const started = performance.now();
      const result = await check.run();
      return { id: check.id, name: check.name, ...result, durationMs: Math.round(performance.now() - started) };
    }),
  );
}
