import { storageKeys } from '../storage-keys';
import { CONSENT_VERSION } from '../constants';
import { isRecord } from '../guards';

/** The optional categories a visitor chooses (spec 3, cookie consent record, variant one). */
export type ConsentPreferences = { analytics: boolean; marketing: boolean; doNotSell: boolean };

/** The stored record: version, timestamp, essential (always true) and the choices. */
export type ConsentRecord = ConsentPreferences & { version: string; timestamp: string; essential: true };

export const CONSENT_STORAGE_KEY = storageKeys.cookieConsent;

/** Accept All: analytics and marketing on, doNotSell off. */
export const ACCEPT_ALL: ConsentPreferences = { analytics: true, marketing: true, doNotSell: false };
/** Reject All and Essential Only: both off, doNotSell on. */
export const REJECT_ALL: ConsentPreferences = { analytics: false, marketing: false, doNotSell: true };

/**
 * How long a choice holds: the cookie policy's "12 months, then we ask again". An older record
 * counts as no record, so the banner asks again and nothing optional loads meanwhile.
 */
export const CONSENT_LIFETIME_DAYS = 365;
export const CONSENT_LIFETIME_MS = CONSENT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/**
 * What is stored when the browser sends Global Privacy Control: the privacy policy honours it as an
 * opt-out of sale and sharing and a refusal of marketing storage, whichever button was pressed.
 */
export function withGlobalPrivacyControl(preferences: ConsentPreferences, globalPrivacyControl: boolean): ConsentPreferences {
  return globalPrivacyControl ? { ...preferences, marketing: false, doNotSell: true } : preferences;
}

/** Starting toggles of the customise view: everything optional off; Global Privacy Control turns doNotSell on. */
export function initialPreferences(globalPrivacyControl: boolean, stored: ConsentRecord | null = null): ConsentPreferences {
  if (stored) return { analytics: stored.analytics, marketing: stored.marketing, doNotSell: stored.doNotSell || globalPrivacyControl };
  return { analytics: false, marketing: false, doNotSell: globalPrivacyControl };
}

export function createRecord(preferences: ConsentPreferences, now: Date = new Date()): ConsentRecord {
  return {
    version: CONSENT_VERSION,
    timestamp: now.toISOString(),
    essential: true,
    analytics: preferences.analytics,
    marketing: preferences.marketing,
    doNotSell: preferences.doNotSell,
  };
}

/**
 * The stored record when it is present, parsable, well formed, of the current version and less
 * than 12 months old; otherwise null, which means the banner shows.
 */
export function parseConsent(raw: string | null | undefined, now: number = Date.now()): ConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { version, timestamp, analytics, marketing, doNotSell } = value;
  if (version !== CONSENT_VERSION) return null;
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) return null;
  if (now - Date.parse(timestamp) > CONSENT_LIFETIME_MS) return null;
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean' || typeof doNotSell !== 'boolean') return null;
  return { version, timestamp, essential: true, analytics, marketing, doNotSell };
}

export const needsBanner = (raw: string | null | undefined): boolean => parseConsent(raw) === null;

export function readConsent(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ConsentRecord | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeConsent(record: ConsentRecord, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): boolean {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** True when the browser sends Global Privacy Control. */
export function hasGlobalPrivacyControl(nav: unknown = globalThis.navigator): boolean {
  return isRecord(nav) && nav.globalPrivacyControl === true;
}
