'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { CONSENT_CHANGED_EVENT } from '@/lib/consent/events';
import { CONSENT_STORAGE_KEY, parseConsent } from '@/lib/consent/record';

/** The stored choice changes in this tab (the banner's save) or in another one (a storage event). */
function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) onChange();
  };
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const readRaw = () => {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
};

/**
 * The visitor's current cookie choice on /settings, category by category, kept in step with the
 * banner without a reload (the cookie policy: "/settings … shows the current state of each category").
 * Nothing is rendered on the server, which cannot know the choice.
 */
export function ConsentSummary() {
  const t = useTranslations('Forms.settings');
  const cookie = useTranslations('Cookie');
  const format = useFormatter();
  // The raw string is the snapshot: stable between reads, so React re-renders only on a change.
  const raw = useSyncExternalStore(subscribe, readRaw, () => undefined);
  if (raw === undefined) return null;
  const record = parseConsent(raw);
  if (!record) {
    return (
      <p className="mt-2 text-sm text-ink-2" data-testid="consent-summary" data-state="none">
        {t('noChoice')}
      </p>
    );
  }
  // What runs, not only what was ticked: with "do not sell" on, analytics and marketing stay off
  // (lib/consent/consent-mode.ts), even where their own switch was turned on.
  const state = (chosen: boolean) => (!chosen ? t('off') : record.doNotSell ? t('offForDoNotSell') : t('on'));
  const rows = [
    [cookie('essential'), t('alwaysOn')],
    [cookie('analytics'), state(record.analytics)],
    [cookie('marketing'), state(record.marketing)],
    [cookie('doNotSell'), record.doNotSell ? t('on') : t('off')],
  ] as const;
  return (
    <div className="mt-3 text-sm" data-testid="consent-summary" data-state="chosen">
      <p className="text-ink-3">{t('chosenOn', { date: format.dateTime(new Date(record.timestamp), { dateStyle: 'medium' }) })}</p>
      <dl className="mt-2 grid max-w-[52ch] grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-2">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
