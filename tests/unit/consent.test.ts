import { consentBootstrapScript, consentModeFor, analyticsAllowed, DEFAULT_CONSENT_MODE } from '@/lib/consent/consent-mode';
import { ACCEPT_ALL, REJECT_ALL, createRecord, hasGlobalPrivacyControl, initialPreferences, needsBanner, parseConsent, CONSENT_STORAGE_KEY } from '@/lib/consent/record';
import { auditPayload } from '@/lib/consent/client';

type W = Window & { dataLayer?: unknown[]; gtag?: unknown };
const layer = (): unknown[] => (window as W).dataLayer ?? [];
const entries = () => layer().map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('consent record', () => {
  it('is stored under the short name plus _cookie_consent', () => {
    expect(CONSENT_STORAGE_KEY).toBe('tessellon_cookie_consent');
  });

  it('creates the spec record: version 1.0, timestamp, essential always true', () => {
    const record = createRecord(ACCEPT_ALL, new Date('2026-01-02T03:04:05Z'));
    expect(record).toEqual({ version: '1.0', timestamp: '2026-01-02T03:04:05.000Z', essential: true, analytics: true, marketing: true, doNotSell: false });
  });

  it('round-trips a valid record', () => {
    const record = createRecord(REJECT_ALL);
    expect(parseConsent(JSON.stringify(record))).toEqual(record);
    expect(needsBanner(JSON.stringify(record))).toBe(false);
  });

  it('shows the banner when nothing is stored, the version differs or the value cannot be parsed', () => {
    expect(needsBanner(null)).toBe(true);
    expect(needsBanner('')).toBe(true);
    expect(needsBanner('{not json')).toBe(true);
    expect(needsBanner('"1.0"')).toBe(true);
    expect(needsBanner('[]')).toBe(true);
    expect(needsBanner(JSON.stringify({ ...createRecord(ACCEPT_ALL), version: '0.9' }))).toBe(true);
    expect(needsBanner(JSON.stringify({ ...createRecord(ACCEPT_ALL), analytics: 'yes' }))).toBe(true);
    expect(needsBanner(JSON.stringify({ ...createRecord(ACCEPT_ALL), timestamp: 'never' }))).toBe(true);
  });

  it('Accept All turns analytics and marketing on and doNotSell off; Reject All the opposite', () => {
    expect(ACCEPT_ALL).toEqual({ analytics: true, marketing: true, doNotSell: false });
    expect(REJECT_ALL).toEqual({ analytics: false, marketing: false, doNotSell: true });
  });

  it('starts doNotSell on under Global Privacy Control', () => {
    expect(hasGlobalPrivacyControl({ globalPrivacyControl: true })).toBe(true);
    expect(hasGlobalPrivacyControl({ globalPrivacyControl: false })).toBe(false);
    expect(hasGlobalPrivacyControl(undefined)).toBe(false);
    expect(initialPreferences(true)).toEqual({ analytics: false, marketing: false, doNotSell: true });
    expect(initialPreferences(false)).toEqual({ analytics: false, marketing: false, doNotSell: false });
    expect(initialPreferences(true, createRecord(ACCEPT_ALL))).toEqual({ analytics: true, marketing: true, doNotSell: true });
  });

  it('builds the audit payload of the forms contract', () => {
    const record = createRecord(ACCEPT_ALL, new Date('2026-01-02T00:00:00Z'));
    expect(auditPayload(record)).toEqual({ preferences: ACCEPT_ALL, version: '1.0', timestamp: '2026-01-02T00:00:00.000Z' });
  });
});

describe('consent mode', () => {
  it('grants only where the option is on and doNotSell is off', () => {
    expect(consentModeFor(ACCEPT_ALL)).toEqual({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });
    expect(consentModeFor(REJECT_ALL)).toEqual(DEFAULT_CONSENT_MODE);
    expect(consentModeFor({ analytics: true, marketing: false, doNotSell: false })).toEqual({ ...DEFAULT_CONSENT_MODE, analytics_storage: 'granted' });
    expect(consentModeFor({ analytics: true, marketing: true, doNotSell: true })).toEqual(DEFAULT_CONSENT_MODE);
    expect(analyticsAllowed(null)).toBe(false);
    expect(analyticsAllowed(ACCEPT_ALL)).toBe(true);
  });

  it('bootstrap: denies everything before any choice', () => {
    const w = window as W;
    delete w.dataLayer;
    delete w.gtag;
    localStorage.clear();
    new Function(consentBootstrapScript())();
    expect(entries()).toEqual([['consent', 'default', DEFAULT_CONSENT_MODE]]);
  });

  it('bootstrap: replays a stored choice after the default', () => {
    const w = window as W;
    delete w.dataLayer;
    delete w.gtag;
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createRecord({ analytics: true, marketing: false, doNotSell: false })));
    new Function(consentBootstrapScript())();
    expect(entries()).toEqual([
      ['consent', 'default', DEFAULT_CONSENT_MODE],
      ['consent', 'update', { ...DEFAULT_CONSENT_MODE, analytics_storage: 'granted' }],
    ]);
    localStorage.clear();
  });

  it('bootstrap: ignores a record of another version or garbage', () => {
    const w = window as W;
    for (const stored of ['{oops', JSON.stringify({ ...createRecord(ACCEPT_ALL), version: '2.0' })]) {
      delete w.dataLayer;
      delete w.gtag;
      localStorage.setItem(CONSENT_STORAGE_KEY, stored);
      new Function(consentBootstrapScript())();
      expect(layer()).toHaveLength(1);
    }
    localStorage.clear();
  });
});
