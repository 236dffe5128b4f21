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
 * build step: the proxy gives each response a fresh nonce (`noncePolicy`), which Next.js puts on its
 * own scripts, and allows the layout's three bootstraps by the hashes of their literal text. In
 * development the lax policy (with 'unsafe-eval' for React's debugging) applies everywhere.
 */
import { consentBootstrapScript } from './consent/consent-mode';
import { motionBootstrapScript } from './motion';
import { themeBootstrapScript } from './theme';

/** The Supabase project's API and realtime socket, when sign-in is configured. */
function supabaseOrigins(): string[] {
  try {
    const url = new URL(process.env.NEXT_PUBLIC_SUPABASE_URL ?? '');
    return [url.origin, `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
  } catch {
    return [];
  }
}

/** Google Analytics' hosts, allowed only when a measurement id is configured (the tag itself loads only after consent). */
function analyticsHosts(): { script: string[]; connect: string[]; img: string[] } {
  if (!process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID) return { script: [], connect: [], img: [] };
  return {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
    img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
  };
}

/** Vercel's Speed Insights script, on Vercel only. */
const vercelHosts = () => (process.env.VERCEL ? ['https://va.vercel-scripts.com'] : []);

/** Deployed over HTTPS (Vercel, or a configured https:// origin): only then may the policy upgrade requests. */
const httpsDeployment = () => Boolean(process.env.VERCEL) || (process.env.NEXT_PUBLIC_SITE_URL ?? '').startsWith('https://');

type PolicyOptions = {
  /** 'sha256-…' sources of every inline script the page may run; without them inline scripts are allowed. */
  scriptHashes?: readonly string[];
  /** A per-request nonce, for pages rendered on demand. */
  nonce?: string;
  isDev?: boolean;
};

const serialize = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** The structural directives every response carries, in the header (frame-ancestors cannot be a meta). */
const structure = (): Record<string, readonly string[]> => ({
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  // Not on plain-HTTP servers (next start on localhost), where it would break every subresource.
  ...(httpsDeployment() ? { 'upgrade-insecure-requests': [] } : {}),
});

/** A whole page policy. With `scriptHashes`, inline scripts run only when their hash is listed. */
export function pagePolicy({ scriptHashes, nonce, isDev = false }: PolicyOptions = {}): string {
  const analytics = analyticsHosts();
  const inline = scriptHashes || nonce ? [...(nonce ? [`'nonce-${nonce}'`] : []), ...(scriptHashes ?? []).map((hash) => `'${hash}'`)] : ["'unsafe-inline'"];
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, ...analytics.script, ...vercelHosts(), ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...analytics.img],
    'font-src': ["'self'"],
    // Sentry, when configured, reports through the same-origin tunnel: 'self' covers it.
    'connect-src': ["'self'", ...supabaseOrigins(), ...analytics.connect, ...vercelHosts(), ...(isDev ? ['ws:'] : [])],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    ...structure(),
  });
}

/** The header policy of pre-rendered pages: their script policy travels in the page itself. */
export function framingPolicy(): string {
  return serialize({ ...structure(), 'frame-ancestors': ["'none'"] });
}

/**
 * The header policy of whatever is not a page: API answers, the unsubscribe and offline pages
 * (server-written HTML with no script), Next's own files, and the bare 404 Next answers for an
 * unknown address under them. No script runs and nothing loads but the site's own styles, fonts
 * and images; a form may post only to the site.
 */
export function resourcePolicy(): string {
  return serialize({
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    ...structure(),
    'frame-ancestors': ["'none'"],
  });
}

/** Where `resourcePolicy` replaces the page headers' policy (next.config.ts, after the rule for every path). */
export const RESOURCE_PATHS = ['/api/:path*', '/offline/:path*', '/_next/:path*', '/_vercel/:path*'] as const;

/** The lax header policy of per-request pages and of development. */
export function contentSecurityPolicy(isDev: boolean): string {
  return `${pagePolicy({ isDev })}; frame-ancestors 'none'`;
}

/**
 * @next/third-parties' GA initialiser (dist/google/ga.js), inserted after analytics consent: its
 * hash is allowed on every page, since no build ever sees it in a page.
 */
export function gaInitScript(measurementId: string): string {
  const layer = 'dataLayer';
  return `
          window['${layer}'] = window['${layer}'] || [];
          function gtag(){window['${layer}'].push(arguments);}
          gtag('js', new Date());

          gtag('config', '${measurementId}' );`;
}

/** The inline scripts every page may run whatever its build: the layout's bootstraps and the GA initialiser. */
export function sharedInlineScripts(): string[] {
  const measurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
  return [consentBootstrapScript(), motionBootstrapScript, themeBootstrapScript, ...(measurementId ? [gaInitScript(measurementId)] : [])];
}

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

let sharedHashes: Promise<string[]> | undefined;

/** The header policy of a page rendered per request: a fresh nonce, plus the shared scripts' hashes. */
export async function noncePolicy(nonce: string): Promise<string> {
  sharedHashes ??= Promise.all(sharedInlineScripts().map(sha256Source));
  return `${pagePolicy({ nonce, scriptHashes: await sharedHashes })}; frame-ancestors 'none'`;
}

/** 128 random bits, base64: a nonce for one response. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

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
