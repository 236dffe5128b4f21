import 'server-only';
import { buildInfo } from '../build-info';

export type CheckState = 'operational' | 'degraded' | 'notConfigured';
export type CheckResult = { id: string; name: string; state: CheckState; detail: string; latencyMs: number };

type Check = { id: string; name: string; run: () => Promise<{ state: CheckState; detail: string }> };

/** Facts fixed when the site was built: shown on the status page, never presented as live checks. */
export const buildFacts = { id: buildInfo.id, commit: buildInfo.commit };

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
          detail: `${check.driver === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL'} reachable; latest migration ${check.latestMigration ?? 'none'}; round trip ${check.roundTripMs} ms`,
        };
      } catch (error) {
        if (error instanceof NotConfiguredError) return { state: 'notConfigured', detail: 'No database is configured (DATABASE_URL); forms say so instead of storing' };
        return { state: 'degraded', detail: `Unreachable: ${error instanceof Error ? error.message.slice(0, 160) : 'unknown error'}` };
      }
    },
  },
  {
    id: 'images',
    name: 'Image optimisation',
    run: async () => {
      try {
        const sharp = (await import('sharp')).default;
        const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer();
        return { state: png.length > 0 ? 'operational' : 'degraded', detail: `Encoder responded with ${png.length} bytes` };
      } catch (error) {
        return { state: 'degraded', detail: `Encoder unavailable: ${(error as Error).message}` };
      }
    },
  },
  {
    id: 'auth',
    name: 'Sign-in',
    run: async () =>
      process.env.NEXT_PUBLIC_SUPABASE_URL
        ? { state: 'operational', detail: 'Sign-in service configured' }
        : { state: 'notConfigured', detail: 'No sign-in service is configured for this deployment' },
  },
];

export async function runChecks(): Promise<CheckResult[]> {
  return Promise.all(
    checks.map(async (check) => {
      const started = performance.now();
      const result = await check.run();
      return { id: check.id, name: check.name, ...result, latencyMs: Math.round(performance.now() - started) };
    }),
  );
}
