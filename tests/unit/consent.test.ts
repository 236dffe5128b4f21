import { consentBootstrapScript, consentModeFor, analyticsAllowed, DEFAULT_CONSENT_MODE } from '@/lib/consent/consent-mode';
import { ACCEPT_ALL, CONSENT_LIFETIME_DAYS, REJECT_ALL, createRecord, hasGlobalPrivacyControl, initialPreferences, needsBanner, parseConsent, withGlobalPrivacyControl, CONSENT_STORAGE_KEY } from '@/lib/consent/record';
import { auditPayload, saveConsent } from '@/lib/consent/client';
import { clearTrackingCookies } from '@/lib/consent/cookies';

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

describe('consent over time and across signals', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('holds for 12 months, then counts as no choice: the banner asks again and the bootstrap grants nothing', () => {
    const now = Date.parse('2026-11-26T00:00:00Z');
    const fresh = JSON.stringify(createRecord(ACCEPT_ALL, new Date(now - (CONSENT_LIFETIME_DAYS - 1) * DAY)));
    const stale = JSON.stringify(createRecord(ACCEPT_ALL, new Date(now - (CONSENT_LIFETIME_DAYS + 1) * DAY)));
    expect(parseConsent(fresh, now)).not.toBeNull();
    expect(parseConsent(stale, now)).toBeNull();
    expect(needsBanner(JSON.stringify(createRecord(ACCEPT_ALL, new Date(Date.now() - 400 * DAY))))).toBe(true);

    const w = window as W;
    delete w.dataLayer;
    delete w.gtag;
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createRecord(ACCEPT_ALL, new Date(Date.now() - 400 * DAY))));
    new Function(consentBootstrapScript())();
    expect(entries()).toEqual([['consent', 'default', DEFAULT_CONSENT_MODE]]);
    localStorage.clear();
  });

  it('under Global Privacy Control, Accept All still refuses marketing and sale: nothing for ads is granted', () => {
    expect(withGlobalPrivacyControl(ACCEPT_ALL, true)).toEqual({ analytics: true, marketing: false, doNotSell: true });
    expect(withGlobalPrivacyControl(ACCEPT_ALL, false)).toEqual(ACCEPT_ALL);
    Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 201 });
    globalThis.fetch = fetchMock;
    try {
      const saved = saveConsent(ACCEPT_ALL);
      expect(saved).toMatchObject({ marketing: false, doNotSell: true });
      expect(parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY))).toMatchObject({ marketing: false, doNotSell: true });
      expect(entries().at(-1)).toEqual(['consent', 'update', DEFAULT_CONSENT_MODE]);
      expect(JSON.parse(fetchMock.mock.calls[0][1].body).preferences).toEqual({ analytics: true, marketing: false, doNotSell: true });
    } finally {
      delete (window.navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
      localStorage.clear();
    }
  });

  it('withdrawing deletes the tag\'s analytics cookies, and the ads cookies when ads are denied, on every domain level', () => {
    const written: string[] = [];
    let jar = '_ga=GA1.1.1; _ga_TESTE2E123=GS1; _gid=x; _gcl_au=1.1; tessellon_other=1; NEXT_LOCALE=de';
    const doc = {
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        written.push(value);
        const name = value.split('=')[0];
        jar = jar.split('; ').filter((pair) => !pair.startsWith(`${name}=`)).join('; ');
      },
    };
    const removed = clearTrackingCookies({ ...DEFAULT_CONSENT_MODE, ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }, doc, 'www.tessellon.com');
    expect(removed).toEqual(['_ga', '_ga_TESTE2E123', '_gid']);
    expect(written).toContain('_ga=; Max-Age=0; path=/; domain=tessellon.com');
    expect(written).toContain('_ga=; Max-Age=0; path=/; domain=www.tessellon.com');
    expect(jar).toBe('_gcl_au=1.1; tessellon_other=1; NEXT_LOCALE=de');
    expect(clearTrackingCookies(DEFAULT_CONSENT_MODE, doc, 'localhost')).toEqual(['_gcl_au']);
    expect(clearTrackingCookies(consentModeFor(ACCEPT_ALL), doc, 'localhost')).toEqual([]);
  });
});
