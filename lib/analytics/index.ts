import { analyticsAllowed } from '../consent/consent-mode';
import { readConsent } from '../consent/record';

export type AnalyticsParams = Record<string, string | number | boolean | undefined>;
type GtagWindow = { gtag?: (...args: unknown[]) => void };

/**
 * Sends an analytics event through gtag (which queues into window.dataLayer until the tag loads).
 * Nothing is sent without analytics consent.
 */
export function track(event: string, params: AnalyticsParams = {}): boolean {
  if (typeof window === 'undefined') return false;
  if (!analyticsAllowed(readConsent())) return false;
  const gtag = (window as Window & GtagWindow).gtag;
  if (typeof gtag !== 'function') return false;
  gtag('event', event, params);
  return true;
}

export { SCROLL_DEPTHS, newScrollDepths, TIME_ON_PAGE_MIN, linkEvent } from './events';
