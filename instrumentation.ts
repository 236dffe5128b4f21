import type { Instrumentation } from 'next';

/**
 * Server start-up: logs are masked, with the server's extra masks for secrets in text, and quiet
 * in production (spec 8); error monitoring starts when a
 * DSN is configured; the forms' e-mail sender starts.
 */
export async function register() {
  // NEXT_PUBLIC_SENTRY_DSN is inlined at build (next.config.ts): written in the condition itself,
  // an empty one makes the SDK's import dead code that the bundler drops.
  if (process.env.NEXT_PUBLIC_SENTRY_DSN && process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServerMonitoring } = await import('./lib/monitoring/server');
    startServerMonitoring(process.env.NEXT_PUBLIC_SENTRY_DSN);
  }
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installSecretMasking } = await import('./lib/log-secrets');
    installSecretMasking();
  }
  if (process.env.NODE_ENV === 'production') {
    const { installConsoleGuard } = await import('./lib/logger');
    installConsoleGuard();
  }
  // Form notifications by e-mail, when SMTP_URL is set (never during the build).
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.SMTP_URL && process.env.NEXT_PHASE !== 'phase-production-build') {
    const [{ startOutboxSender }, { getDb }] = await Promise.all([import('./lib/forms/outbox'), import('./lib/db/connection')]);
    await startOutboxSender(getDb);
  }
}

/** Errors of server rendering, route handlers and server actions, reported with their route when monitoring is on. */
export async function onRequestError(...args: Parameters<Instrumentation.onRequestError>) {
  if (process.env.NEXT_PUBLIC_SENTRY_DSN && process.env.NEXT_RUNTIME === 'nodejs') {
    const { captureRequestError } = await import('@sentry/nextjs');
    captureRequestError(...args);
  }
}
