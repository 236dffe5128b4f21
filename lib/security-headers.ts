/**
 * The site's Content-Security-Policy and security headers, in one place.
 *
 * Static pages carry a strict script policy of their own: after `next build`,
 * `scripts/csp-hashes.mjs` hashes every inline script of every pre-rendered page and writes the
 * policy (`pagePolicy` with those hashes) into the page as its first `<meta http-equiv>`. Nothing
 * inline runs there unless the build produced it. The response header (`framingPolicy`) carries
 * the directives a meta policy cannot (frame-ancestors) and repeats the structural ones.
 *
 * Pages rendered per request (/search, /status and the administrator area) are not touched by the
 * build step; they get `pagePolicy` without hashes as a header, which still allows inline scripts
 * (see docs/benchmarks.md, "Content-Security-Policy", for that remaining gap). In development the
 * lax policy (with 'unsafe-eval' for React's debugging) applies everywhere.
 */

/** The Supabase project's API and realtime socket, when sign-in is configured. */
function supabaseOrigins(): string[] {
  try {
    const url = new URL(process.env.NEXT_PUBLIC_SUPABASE_URL ?? '');
    return [url.origin, `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
  } catch {
    return [];
  }
}

/** Hosts whose scripts run only once the visitor has consented (GA) or on Vercel (Speed Insights). */
const SCRIPT_HOSTS = ['https://www.googletagmanager.com', 'https://va.vercel-scripts.com'];

type PolicyOptions = {
  /** 'sha256-…' sources of every inline script the page may run; without them inline scripts are allowed. */
  scriptHashes?: readonly string[];
  isDev?: boolean;
};

const serialize = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** The structural directives every response carries, in the header (frame-ancestors cannot be a meta). */
const STRUCTURE = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
} as const;

/** A whole page policy. With `scriptHashes`, inline scripts run only when their hash is listed. */
export function pagePolicy({ scriptHashes, isDev = false }: PolicyOptions = {}): string {
  const inline = scriptHashes ? scriptHashes.map((hash) => `'${hash}'`) : ["'unsafe-inline'"];
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, ...SCRIPT_HOSTS, ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://www.google-analytics.com', 'https://www.googletagmanager.com'],
    'font-src': ["'self'"],
    // Sentry, when configured, reports through the same-origin tunnel: 'self' covers it.
    'connect-src': ["'self'", ...supabaseOrigins(), 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com', ...(isDev ? ['ws:'] : [])],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    ...STRUCTURE,
  });
}

/** The header policy of pre-rendered pages: their script policy travels in the page itself. */
export function framingPolicy(): string {
  return serialize({ ...STRUCTURE, 'frame-ancestors': ["'none'"] });
}

/** The lax header policy of per-request pages and of development. */
export function contentSecurityPolicy(isDev: boolean): string {
  return `${pagePolicy({ isDev })}; frame-ancestors 'none'`;
}

/** Paths rendered per request (all locales): no build-time hashes exist for them. */
export const DYNAMIC_PAGE_SOURCES = ['/search', '/status', '/admin', '/admin/:rest*', '/cache-diagnostic', '/icon-generator', '/seo-dashboard', '/seo-tools'].flatMap((path) => [path, `/:locale${path}`]);

const PERMISSIONS = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb', 'xr-spatial-tracking', 'browsing-topics'];

export function securityHeaders(isDev: boolean): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: isDev ? contentSecurityPolicy(true) : framingPolicy() },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS.map((feature) => `${feature}=()`).join(', ') },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
}
