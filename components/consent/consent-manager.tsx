'use client';

import { browserOnly } from '@/components/ui/browser-only';
import { useEffect, useState } from 'react';
import { analyticsAllowed } from '@/lib/consent/consent-mode';
import { CONSENT_CHANGED_EVENT, OPEN_COOKIE_BANNER_EVENT } from '@/lib/consent/events';
import { readConsent, type ConsentRecord } from '@/lib/consent/record';
import { analyticsConfigured } from '@/lib/analytics/config';

// Neither the banner nor any analytics code is part of a page's first load.
const CookieBanner = browserOnly(() => import('./cookie-banner').then((module) => ({ default: module.CookieBanner })));
const AnalyticsLoader = browserOnly(() => import('@/components/analytics/analytics-loader').then((module) => ({ default: module.AnalyticsLoader })));

/** Attribute of any element (e.g. the footer's "Cookie preferences" button) that reopens the banner. */
export const OPEN_BANNER_ATTRIBUTE = 'data-open-cookie-banner';

/**
 * Decides when the banner shows (nothing stored, another version, or an unparsable value), reopens
 * it on `tessellon:open-cookie-banner` or a click on [data-open-cookie-banner], and loads
 * analytics once consent allows.
 */
export function ConsentManager() {
  const [banner, setBanner] = useState<{ focus: boolean } | null>(null);
  const [consent, setConsent] = useState<ConsentRecord | null>(null);

  useEffect(() => {
    // Decided once the page is idle: the banner never competes with the first paint.
    const decide = () => {
      const stored = readConsent();
      setConsent(stored);
      if (!stored) setBanner((current) => current ?? { focus: false });
    };
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(decide, { timeout: 1500 }) : window.setTimeout(decide, 1);
    const open = () => setBanner({ focus: true });
    const changed = () => setConsent(readConsent());
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`[${OPEN_BANNER_ATTRIBUTE}]`)) open();
    };
    window.addEventListener(OPEN_COOKIE_BANNER_EVENT, open);
    window.addEventListener(CONSENT_CHANGED_EVENT, changed);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener(OPEN_COOKIE_BANNER_EVENT, open);
      window.removeEventListener(CONSENT_CHANGED_EVENT, changed);
      document.removeEventListener('click', onClick);
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  return (
    <>
      {banner ? <CookieBanner focusOnOpen={banner.focus} onHide={() => setBanner(null)} /> : null}
      {analyticsConfigured() && analyticsAllowed(consent) ? <AnalyticsLoader /> : null}
    </>
  );
}
