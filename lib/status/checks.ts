import 'server-only';
import { buildInfo } from '../build-info';
import { pages } from '../content';

export type CheckState = 'operational' | 'degraded' | 'notConfigured';
export type CheckResult = { id: string; name: string; state: CheckState; detail: string; latencyMs: number };

type Check = { id: string; name: string; run: () => Promise<{ state: CheckState; detail: string }> };

/** The site's own parts, each checked for real when the status page is requested. */
const checks: Check[] = [
  {
    id: 'build',
    name: 'Website build',
    run: async () => ({ state: buildInfo.id === 'dev' ? 'degraded' : 'operational', detail: `Build ${buildInfo.id} from commit ${buildInfo.commit.slice(0, 12)}` }),
  },
  {
    id: 'content',
    name: 'Content index',
    run: async () => ({ state: pages.length > 0 ? 'operational' : 'degraded', detail: `${pages.length} content pages loaded` }),
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
        return { state: 'degraded', detail: `Encoder unavailable: ${error instanceof Error ? error.message : String(error)}` };
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
