import { CONSENT_VERSION } from '../constants';
import { consentModeFor } from './consent-mode';
import { CONSENT_CHANGED_EVENT } from './events';
import { clearTrackingCookies } from './cookies';
import { createRecord, hasGlobalPrivacyControl, withGlobalPrivacyControl, writeConsent, type ConsentPreferences, type ConsentRecord } from './record';

type GtagWindow = Window & { gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] };

/** The consent audit record the server stores (forms contract: POST /api/consent). */
export function auditPayload(record: ConsentRecord) {
  return {
    preferences: { analytics: record.analytics, marketing: record.marketing, doNotSell: record.doNotSell },
    version: CONSENT_VERSION,
    timestamp: record.timestamp,
  };
}

/**
 * Saving: stores the record (with Global Privacy Control honoured), updates Consent Mode, deletes
 * the cookies of whatever is now denied, tells the page (analytics loader) and sends the audit record. The audit is best effort: the choice holds even when the server is away.
 */
export function saveConsent(preferences: ConsentPreferences, win: GtagWindow = window): ConsentRecord {
  const record = createRecord(withGlobalPrivacyControl(preferences, hasGlobalPrivacyControl(win.navigator)));
  writeConsent(record);
  win.dataLayer = win.dataLayer ?? [];
  const dataLayer = win.dataLayer;
  const gtag = win.gtag ?? ((...args: unknown[]) => void dataLayer.push(args));
  const mode = consentModeFor(record);
  gtag('consent', 'update', mode);
  clearTrackingCookies(mode, win.document, win.location.hostname);
  win.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: record }));
  void fetch('/api/consent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(auditPayload(record)),
    keepalive: true,
  }).catch(() => undefined);
  return record;
}
