import { analyticsAllowed } from '../consent/consent-mode';
import { readConsent } from '../consent/record';

/** Every event the site sends (spec section 7), one name each. Params never carry what a visitor typed. */
export type AnalyticsEvent =
  | 'consultation_request'
  | 'contact_form_submit'
  | 'quote_request'
  | 'newsletter_subscribe'
  | 'get_started_route'
  | 'phone_link_click'
  | 'email_link_click'
  | 'cta_click'
  | 'scroll_depth'
  | 'time_on_page'
  | 'web_vitals';

export type AnalyticsParams = Record<string, string | number | boolean | undefined>;
type GtagWindow = { gtag?: (...args: unknown[]) => void };

/**
 * Sends an analytics event through gtag (which queues into window.dataLayer until the tag loads).
 * Nothing is sent without analytics consent.
 */
export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): boolean {
  if (typeof window === 'undefined') return false;
  if (!analyticsAllowed(readConsent())) return false;
  const gtag = (window as Window & GtagWindow).gtag;
  if (typeof gtag !== 'function') return false;
  gtag('event', event, params);
  return true;
}

export { SCROLL_DEPTHS, newScrollDepths, TIME_ON_PAGE_MIN, linkEvent } from './events';
