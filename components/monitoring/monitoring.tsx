'use client';

import { useEffect } from 'react';
import { storageKeys } from '@/lib/storage-keys';
import { WEB_VITALS_CHECK_DELAY } from '@/lib/constants';
import { track } from '@/lib/analytics';
import { measureVitals, slowVitals, vitalsEvents, vitalsRecord } from '@/lib/monitoring/web-vitals';

/**
 * Loaded on idle (AfterLoad). Starts error monitoring when a DSN is configured, and 5 s after the
 * page's load event measures its web vitals, keeps the latest under `web-vitals` in local storage
 * (the cookie policy lists it), sends them as `web_vitals` analytics events (with consent) and
 * reports LCP and CLS over their good thresholds.
 */
export function Monitoring() {
  useEffect(() => {
    // Inlined at build (next.config.ts): without a DSN this import is dead code and no bundle carries the SDK.
    const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
    const sdk = process.env.NEXT_PUBLIC_SENTRY_DSN
      ? import('@/lib/monitoring/client').then((client) => {
          client.startClientMonitoring(dsn ?? '');
          return client;
        })
      : null;
    let timer = 0;
    const check = async () => {
      const record = vitalsRecord(window.location.pathname, await measureVitals());
      try {
        localStorage.setItem(storageKeys.webVitals, JSON.stringify(record));
      } catch {
        // Storage full or blocked: the check is informational.
      }
      // Sent only with analytics consent (track checks it).
      for (const params of vitalsEvents(record)) track('web_vitals', params);
      if (!sdk) return;
      const client = await sdk;
      for (const vital of slowVitals(record)) client.reportSlowVital(vital, record.path);
    };
    const schedule = () => {
      const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
      const sinceLoad = navigation?.loadEventEnd ? performance.now() - navigation.loadEventEnd : 0;
      timer = window.setTimeout(() => void check(), Math.max(0, WEB_VITALS_CHECK_DELAY - sinceLoad));
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}
