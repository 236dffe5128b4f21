import * as Sentry from '@sentry/nextjs';
import { MONITORING_TUNNEL, sentryOptions } from './sentry-options';
import type { VitalName } from './web-vitals';

let started = false;

/**
 * The browser SDK, loaded on demand only when a DSN is configured (components/monitoring):
 * uncaught errors and rejections, sent through the same-origin tunnel, masked.
 */
export function startClientMonitoring(dsn: string): void {
  if (started) return;
  started = true;
  Sentry.init({ ...sentryOptions(dsn), tunnel: MONITORING_TUNNEL });
}

/** A vital over its good threshold, as a warning message. */
export function reportSlowVital(vital: { name: VitalName; value: number; limit: number }, path: string): void {
  Sentry.captureMessage(`${vital.name} ${vital.value}${vital.name === 'CLS' ? '' : ' ms'} over ${vital.limit}${vital.name === 'CLS' ? '' : ' ms'}`, {
    level: 'warning',
    tags: { vital: vital.name, path },
    extra: { value: vital.value, limit: vital.limit },
  });
}
