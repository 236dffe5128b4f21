import * as Sentry from '@sentry/nextjs';
import { sentryOptions } from './sentry-options';

/** The server SDK (instrumentation.ts), only when a DSN is configured: request errors and uncaught exceptions, masked. */
export function startServerMonitoring(dsn: string): void {
  Sentry.init(sentryOptions(dsn));
}
