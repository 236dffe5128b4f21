import type { Theme } from './content/types';

/** The spec's redirects (section 2.7): answered permanently by the proxy, in every locale. */
export const redirects: Readonly<Record<string, string>> = {
  '/demos/hera-os': '/demos/heraos',
  '/genovax': '/demos/genovax',
  '/clinical-trial': '/demos/genovax',
  '/clinical-trials': '/demos/genovax',
  '/genova-x': '/demos/genovax',
  '/hubs/sustainable-tech': '/hubs/sustainable',
  '/partnership': '/partnerships',
  '/index': '/',
  '/clean': '/',
  '/home': '/',
  '/privacy-policy': '/privacy',
  '/enhanced-privacy': '/privacy',
  '/cookie-policy': '/cookies',
  '/terms-of-service': '/terms',
  '/press-kit': '/media-kit',
};

/** Admin-only paths (section 2.6); the proxy checks the role server-side in the sign-in step. */
export const guardedPaths = ['/cache-diagnostic', '/icon-generator', '/seo-dashboard', '/seo-tools', '/admin'] as const;

export function isGuardedPath(path: string): boolean {
  if (path === '/admin/search-qa') return false;
  return guardedPaths.some((guarded) => path === guarded || path.startsWith(`${guarded}/`));
}

/** Pages rendered on demand besides the guarded ones: the proxy gives their scripts a nonce. */
const RENDERED_PER_REQUEST: readonly string[] = ['/search', '/status'];

export function isRenderedPerRequest(path: string): boolean {
  return RENDERED_PER_REQUEST.includes(normalizePath(path));
}

/** Paths kept out of search engines: personal or utility pages. */
export const noindexPaths = ['/auth', '/settings', '/search', '/admin/search-qa', '/generate/mars-hero', '/generate/header-image', '/privacy-portal'];

export function isNoindexPath(path: string): boolean {
  return noindexPaths.includes(path) || isGuardedPath(path);
}

/** Strips trailing slashes (but keeps "/"). */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function findRedirect(path: string): string | undefined {
  return redirects[normalizePath(path)];
}

export type Backdrop = Exclude<Theme, 'energy' | 'security' | 'company'> | 'default' | 'none';

/** The background image of a path (section 2.1). */
export function backdropFor(path: string): Backdrop {
  const p = normalizePath(path);
  const within = (base: string) => p === base || p.startsWith(`${base}/`);
  if (within('/demo') || within('/demos')) return 'none';
  if (within('/hubs/quantum') || within('/research')) return 'quantum';
  if (within('/hubs/ai') || p === '/ai-message') return 'ai';
  if (within('/hubs/biotechnology') || p === '/contact') return 'biotech';
  if (within('/hubs/space') || p === '/vision-2050') return 'space';
  return 'default';
}
