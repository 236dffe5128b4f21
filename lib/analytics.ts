/**
 * The site's one analytics entry point. `track` pushes `{ event, ...params }` to
 * `window.dataLayer` when a tag manager created it (the consent layer decides whether one is
 * loaded); otherwise it does nothing. Params must never carry what a visitor typed.
 */
export type AnalyticsEvent =
  | 'consultation_request'
  | 'contact_form_submit'
  | 'quote_request'
  | 'newsletter_subscribe'
  | 'get_started_route'
  | 'phone_link_click'
  | 'email_link_click'
  | 'cta_click';

export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

type DataLayerWindow = { dataLayer?: unknown };

export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  if (typeof window === 'undefined') return;
  const layer = (window as DataLayerWindow).dataLayer;
  if (Array.isArray(layer)) layer.push({ event, ...params });
}
