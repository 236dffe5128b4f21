import type { ConsentMode } from './consent-mode';

/** Cookies the Google tag writes for analytics (`_ga`, `_ga_<id>`, `_gid`, `_gat…`) and for ads (`_gcl_…`). */
const ANALYTICS_COOKIE = /^(_ga(_.+)?|_gid|_gat(_.+)?)$/;
const ADS_COOKIE = /^_gcl_.+$/;

/** The host and each parent domain: the tag sets its cookies on the widest one it may ("example.com"). */
function domainsOf(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [hostname];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/**
 * Withdrawing consent deletes what the tag stored (the cookie policy: "Withdrawing consent stops
 * optional scripts at once and deletes the analytics and campaign cookies from your browser").
 * A cookie is removed by writing it again, expired, for the same path and domain it was set for;
 * the domain is not readable, so each candidate is tried. Returns the names it removed.
 */
export function clearTrackingCookies(mode: ConsentMode, doc: Pick<Document, 'cookie'> = document, hostname: string = location.hostname): string[] {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => (mode.analytics_storage === 'denied' && ANALYTICS_COOKIE.test(name)) || (mode.ad_storage === 'denied' && ADS_COOKIE.test(name)));
  for (const name of names) {
    doc.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domainsOf(hostname)) doc.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
  return names;
}
