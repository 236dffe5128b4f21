'use client';

import { browserOnly } from '@/components/ui/browser-only';
import { useEffect, useState } from 'react';
import { SERVICE_WORKER_CHECKS } from '@/lib/constants';
import { CACHE_MIGRATION_KEY, parseMarker, shouldMigrate } from '@/lib/updates/cache-migration';
import { UPDATE_AVAILABLE_EVENT, createVersionCheck, type UpdateSource } from '@/lib/updates/version-check';

// The notices (toast, card, banner) are fetched only when an update is actually available.
const UpdateNotices = browserOnly(() => import('./update-notices').then((module) => ({ default: module.UpdateNotices })));

function raise(source: UpdateSource) {
  window.dispatchEvent(new CustomEvent(UPDATE_AVAILABLE_EVENT, { detail: source }));
}

/** Spec 9 cache migration: old caches go when the marker changed and 30 days have passed. */
function migrateCaches(buildId: string) {
  try {
    const stored = parseMarker(localStorage.getItem(CACHE_MIGRATION_KEY));
    const now = Date.now();
    if (stored && !shouldMigrate(stored, buildId, now)) return;
    if (stored && 'caches' in window) void caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith('pages-')).map((key) => caches.delete(key))));
    localStorage.setItem(CACHE_MIGRATION_KEY, JSON.stringify({ marker: buildId, ranAt: now }));
  } catch {
    // Storage unavailable: nothing to migrate.
  }
}

/**
 * Registers /sw.js (scope /, re-checked every 60 s and hourly), runs the version check when the tab
 * becomes visible (at most every 5 minutes), and shows the update notices on update-available.
 */
export function UpdateWatcher() {
  const [source, setSource] = useState<UpdateSource | null>(null);

  useEffect(() => {
    const onUpdate = (event: Event) => {
      const detail = event instanceof CustomEvent ? event.detail : null;
      setSource((current) => current ?? (detail === 'service-worker' ? 'service-worker' : 'version'));
    };
    window.addEventListener(UPDATE_AVAILABLE_EVENT, onUpdate);

    const pageBuildId = document.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? null;
    const check = createVersionCheck({ pageBuildId, fetch: (input, init) => fetch(input, init) });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check().then((stale) => (stale ? raise('version') : undefined));
    };
    document.addEventListener('visibilitychange', onVisible);
    if (pageBuildId) migrateCaches(pageBuildId);

    const timers: ReturnType<typeof setInterval>[] = [];
    const register = () => {
      if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then((registration) => {
          registration.addEventListener('updatefound', () => {
            const installing = registration.installing;
            installing?.addEventListener('statechange', () => {
              // A worker installed while another controls the page is a new version.
              if (installing.state === 'installed' && navigator.serviceWorker.controller) raise('service-worker');
            });
          });
          for (const every of SERVICE_WORKER_CHECKS) timers.push(setInterval(() => void registration.update().catch(() => undefined), every));
        })
        .catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });

    return () => {
      window.removeEventListener(UPDATE_AVAILABLE_EVENT, onUpdate);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('load', register);
      timers.forEach(clearInterval);
    };
  }, []);

  return source ? <UpdateNotices source={source} /> : null;
}
