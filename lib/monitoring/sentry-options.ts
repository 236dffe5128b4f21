import { maskEvent } from './mask-event';

/** The same-origin route that forwards the browser's reports (app/api/monitoring), so blockers and the script policy let them through. */
export const MONITORING_TUNNEL = '/api/monitoring';

/**
 * The DSN, fixed at build time: next.config.ts copies SENTRY_DSN into NEXT_PUBLIC_SENTRY_DSN (empty
 * when there is none), so that every `if (monitoringDsn())` is a constant and, without a DSN, the
 * bundler drops the SDK from the server and client bundles alike.
 */
export function monitoringDsn(): string {
  return process.env.NEXT_PUBLIC_SENTRY_DSN ?? '';
}

/** Production, preview (Vercel's previews) or development: previews report under their own environment. */
export function monitoringEnvironment(env: { vercelEnv?: string; nodeEnv?: string } = { vercelEnv: process.env.NEXT_PUBLIC_VERCEL_ENV, nodeEnv: process.env.NODE_ENV }): string {
  if (env.vercelEnv) return env.vercelEnv;
  return env.nodeEnv === 'production' ? 'production' : 'development';
}

/**
 * What server and browser share: errors only (no tracing, no replay), no personal data sent by
 * default, and every event, transaction and breadcrumb masked (spec 8) before it leaves.
 */
export function sentryOptions(dsn: string) {
  return {
    dsn,
    environment: monitoringEnvironment(),
    release: process.env.NEXT_PUBLIC_BUILD_COMMIT || process.env.NEXT_PUBLIC_BUILD_ID,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend: <T extends object>(event: T) => maskEvent(event),
    beforeSendTransaction: <T extends object>(event: T) => maskEvent(event),
    beforeBreadcrumb: <T extends object>(breadcrumb: T) => maskEvent(breadcrumb),
  };
}

export type ParsedDsn = { protocol: string; host: string; projectId: string; publicKey: string };

/** `https://<key>@<host>/<project>`, or null when it is not a DSN. */
export function parseDsn(dsn: string): ParsedDsn | null {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).pop() ?? '';
    if (!/^https?:$/.test(url.protocol) || !url.username || !/^\d+$/.test(projectId)) return null;
    return { protocol: url.protocol, host: url.host, projectId, publicKey: url.username };
  } catch {
    return null;
  }
}
