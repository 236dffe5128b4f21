'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/admin/bytes';

type Report = {
  serviceWorker: { supported: boolean; registrations: { scope: string; state: string }[]; controlled: boolean };
  caches: { name: string; entries: number; bytes: number }[];
  local: string[];
  session: string[];
  buildId: string;
  storage: { usage: number; quota: number } | null;
};

async function readReport(): Promise<Report> {
  const supported = 'serviceWorker' in navigator;
  const registrations = supported ? await navigator.serviceWorker.getRegistrations() : [];
  const cacheList: Report['caches'] = [];
  if ('caches' in window) {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const requests = await cache.keys();
      let bytes = 0;
      for (const request of requests) {
        const response = await cache.match(request);
        if (response) bytes += (await response.blob()).size;
      }
      cacheList.push({ name, entries: requests.length, bytes });
    }
  }
  const estimate = navigator.storage?.estimate ? await navigator.storage.estimate() : null;
  return {
    serviceWorker: {
      supported,
      controlled: supported && Boolean(navigator.serviceWorker.controller),
      registrations: registrations.map((registration) => ({
        scope: registration.scope,
        state: registration.active?.state ?? registration.waiting?.state ?? registration.installing?.state ?? 'none',
      })),
    },
    caches: cacheList,
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
    buildId: document.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? '—',
    storage: estimate ? { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 } : null,
  };
}

/** Service worker, caches and storage of this browser for this site, with buttons that clear them. */
export function CacheDiagnostic() {
  const t = useTranslations('Admin');
  const locale = useLocale();
  const bytes = (count: number) => formatBytes(count, locale);
  const [report, setReport] = useState<Report | null>(null);
  const [message, setMessage] = useState('');
  // Clearing local storage also forgets the cookie choice, theme and language: it asks first.
  const [confirming, setConfirming] = useState(false);
  const focusAfter = useRef<string | null>(null);

  const refresh = useCallback(() => readReport().then(setReport), []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const act = (work: () => Promise<unknown>, done: string) => async () => {
    await work();
    setMessage(done);
    await refresh();
  };

  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const ask = () => {
    setConfirming(true);
    focusAfter.current = 'clear-local-question';
  };
  const cancel = () => {
    setConfirming(false);
    focusAfter.current = 'clear-local';
  };
  const clearLocal = async () => {
    setConfirming(false);
    focusAfter.current = 'clear-local';
    await act(async () => localStorage.clear(), t('cache.localCleared'))();
  };
  const onConfirmKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  if (!report) return <p role="status" className="text-ink-3">{t('cache.reading')}</p>;
  return (
    <div className="space-y-8" data-testid="cache-report">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl border border-line p-4">
          <dt className="text-sm text-ink-3">{t('cache.buildId')}</dt>
          <dd className="font-mono text-ink" data-testid="build-id">{report.buildId}</dd>
        </div>
        <div className="rounded-2xl border border-line p-4">
          <dt className="text-sm text-ink-3">{t('cache.serviceWorker')}</dt>
          <dd className="text-ink">
            {!report.serviceWorker.supported
              ? t('cache.swUnsupported')
              : report.serviceWorker.registrations.length
                ? report.serviceWorker.registrations.map((registration) => `${registration.state} (${registration.scope})`).join(', ')
                : t('cache.swNone')}
          </dd>
        </div>
        <div className="rounded-2xl border border-line p-4">
          <dt className="text-sm text-ink-3">{t('cache.storageUsed')}</dt>
          <dd className="text-ink" data-testid="storage-used">
            {report.storage ? t('cache.storageOf', { used: bytes(report.storage.usage), quota: bytes(report.storage.quota) }) : '—'}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="caches-heading">
        <h2 id="caches-heading" className="mb-3 text-lg font-semibold text-ink">{t('cache.caches')}</h2>
        {report.caches.length ? (
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="text-ink">
                <th scope="col" className="py-2">{t('cache.name')}</th>
                <th scope="col" className="py-2">{t('cache.entries')}</th>
                <th scope="col" className="py-2">{t('cache.size')}</th>
              </tr>
            </thead>
            <tbody>
              {report.caches.map((cache) => (
                <tr key={cache.name} className="border-t border-line text-ink">
                  <td className="py-2 font-mono">{cache.name}</td>
                  <td className="py-2 tabular-nums">{cache.entries}</td>
                  <td className="py-2 tabular-nums">{bytes(cache.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-ink-2">{t('cache.noCaches')}</p>
        )}
      </section>
      <section aria-labelledby="storage-heading" className="grid gap-6 sm:grid-cols-2">
        <h2 id="storage-heading" className="sr-only">{t('cache.storageKeys')}</h2>
        {(['local', 'session'] as const).map((area) => (
          <div key={area}>
            <h3 className="mb-2 font-semibold text-ink">{t(`cache.${area}`)}</h3>
            {report[area].length ? (
              <ul className="space-y-1 font-mono text-sm text-ink" data-testid={`${area}-keys`}>
                {report[area].map((key) => (
                  <li key={key}>{key}</li>
                ))}
              </ul>
            ) : (
              <p className="text-ink-2">{t('cache.empty')}</p>
            )}
          </div>
        ))}
      </section>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void act(async () => Promise.all((await caches.keys()).map((name) => caches.delete(name))), t('cache.cachesCleared'))()}>{t('cache.clearCaches')}</Button>
        <Button variant="secondary" onClick={() => void act(async () => Promise.all((await navigator.serviceWorker.getRegistrations()).map((registration) => registration.unregister())), t('cache.swRemoved'))()} disabled={!report.serviceWorker.supported}>
          {t('cache.unregister')}
        </Button>
        <Button id="clear-local" variant="secondary" onClick={ask} disabled={confirming}>
          {t('cache.clearLocal')}
        </Button>
        <Button variant="secondary" onClick={() => void act(async () => sessionStorage.clear(), t('cache.sessionCleared'))()}>{t('cache.clearSession')}</Button>
      </div>
      {confirming ? (
        <div role="group" aria-labelledby="clear-local-question" className="space-y-3 rounded-2xl border border-security p-4" onKeyDown={onConfirmKey} data-testid="clear-local-confirm">
          <p id="clear-local-question" tabIndex={-1} className="font-medium text-ink">
            {t('cache.confirmLocal')}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void clearLocal()}>{t('cache.confirmLocalYes')}</Button>
            <Button variant="secondary" onClick={cancel}>
              {t('cache.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <p role="status" className="text-ink-2">{message}</p>
    </div>
  );
}
