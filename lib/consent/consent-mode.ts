import { storageKeys } from '../storage-keys';
import { CONSENT_VERSION } from '../constants';
import { CONSENT_LIFETIME_DAYS, type ConsentPreferences } from './record';

/** Google Consent Mode v2 signals. */
export type ConsentState = 'granted' | 'denied';
export type ConsentMode = {
  analytics_storage: ConsentState;
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
};

/** Before any choice, everything is denied. */
export const DEFAULT_CONSENT_MODE: ConsentMode = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** Granted only where the option is on and doNotSell is off (spec 4). */
export function consentModeFor(preferences: ConsentPreferences): ConsentMode {
  const analytics: ConsentState = preferences.analytics && !preferences.doNotSell ? 'granted' : 'denied';
  const ads: ConsentState = preferences.marketing && !preferences.doNotSell ? 'granted' : 'denied';
  return { analytics_storage: analytics, ad_storage: ads, ad_user_data: ads, ad_personalization: ads };
}

/** Whether analytics scripts may load for these preferences. */
export const analyticsAllowed = (preferences: ConsentPreferences | null): boolean =>
  preferences !== null && consentModeFor(preferences).analytics_storage === 'granted';

/**
 * Runs first in <head>, before any other script: defines dataLayer and gtag, sets Consent Mode v2
 * to all denied, then, if a valid record of the current version younger than its lifetime is
 * stored, replays its update.
 * Kept as a string so it never waits for a bundle; tests evaluate it.
 */
export function consentBootstrapScript(): string {
  const key = JSON.stringify(storageKeys.cookieConsent);
  const version = JSON.stringify(CONSENT_VERSION);
  const denied = JSON.stringify(DEFAULT_CONSENT_MODE);
  const lifetime = CONSENT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
  return (
    `(function(){var w=window;w.dataLayer=w.dataLayer||[];w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};` +
    `w.gtag('consent','default',${denied});` +
    `try{var r=JSON.parse(localStorage.getItem(${key})||'null');` +
    `if(r&&r.version===${version}&&typeof r.timestamp==='string'&&Date.now()-Date.parse(r.timestamp)<=${lifetime}&&typeof r.analytics==='boolean'&&typeof r.marketing==='boolean'&&typeof r.doNotSell==='boolean'){` +
    `var a=r.analytics&&!r.doNotSell?'granted':'denied',m=r.marketing&&!r.doNotSell?'granted':'denied';` +
    `w.gtag('consent','update',{analytics_storage:a,ad_storage:m,ad_user_data:m,ad_personalization:m})}}catch(e){}})()`
  );
}
