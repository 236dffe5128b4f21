'use client';

import { GoogleAnalytics } from '@next/third-parties/google';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { track } from '@/lib/analytics';
import { GA_MEASUREMENT_ID, onVercel } from '@/lib/analytics/config';
import { TIME_ON_PAGE_MIN, ctaOf, linkEvent, newScrollDepths, scrollPercent } from '@/lib/analytics/events';

const VercelAnalytics = dynamic(() => import('@vercel/analytics/next').then((module) => module.Analytics), { ssr: false });
const SpeedInsights = dynamic(() => import('@vercel/speed-insights/next').then((module) => module.SpeedInsights), { ssr: false });

/**
 * Loaded only after analytics consent (ConsentManager): the GA tag, Vercel's scripts on Vercel,
 * and the spec's events: phone/email link clicks, cta_click (lib/analytics/events.ts ctaOf),
 * scroll_depth and time_on_page (once per page view). The page view on each route change is the
 * tag's own: its config call counts the first, and GA4's enhanced measurement (on by default) sends
 * one for every history change, which is what a client-side navigation is. Sending our own as well
 * counted each navigation twice.
 */
export function AnalyticsLoader() {
  const pathname = usePathname();
  const reported = useRef(new Set<number>());

  useEffect(() => {
    reported.current = new Set();
    const start = Date.now();
    const onScroll = () => {
      const percent = scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
      for (const depth of newScrollDepths(percent, reported.current)) {
        reported.current.add(depth);
        track('scroll_depth', { percent: depth, page_path: pathname });
      }
    };
    // One time_on_page per page view: when the tab is first hidden or the page is left, whichever comes first.
    let timeSent = false;
    const sendTime = () => {
      const elapsed = Date.now() - start;
      if (timeSent || elapsed <= TIME_ON_PAGE_MIN) return;
      timeSent = true;
      track('time_on_page', { seconds: Math.round(elapsed / 1000), page_path: pathname });
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') sendTime();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHidden);
      sendTime();
    };
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const cta = ctaOf(event.target);
      if (cta) track('cta_click', { ...cta, page_path: window.location.pathname });
      const link = event.target.closest('a[href]');
      const found = link ? linkEvent(link.getAttribute('href') ?? '') : null;
      if (found) track(found.event, found.params);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    <>
      {GA_MEASUREMENT_ID ? <GoogleAnalytics gaId={GA_MEASUREMENT_ID} /> : null}
      {onVercel() ? (
        <>
          <VercelAnalytics />
          <SpeedInsights />
        </>
      ) : null}
    </>
  );
}
