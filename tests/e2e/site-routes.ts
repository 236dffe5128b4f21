import { loadSpecRoutes } from '../spec/load';

export type SpecRoutes = {
  fixed: string[];
  guarded: string[];
  redirects: Record<string, string>;
  dynamic: Record<string, string>;
};

export const spec: SpecRoutes = loadSpecRoutes();

export const LOCALES = ['en', 'zh', 'zh-TW', 'ar', 'es', 'hi', 'fr', 'de', 'ja', 'ko', 'pt', 'ru', 'it', 'tr'] as const;

export const localized = (locale: string, path: string) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);

/** Every English path the site serves: the spec's fixed paths plus everything the sitemap lists. */
export async function englishPaths(): Promise<string[]> {
  const xml = await (await fetchPath('/sitemap.xml')).text();
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '/', 'http://localhost').pathname)
    .filter((path) => !LOCALES.some((locale) => locale !== 'en' && (path === `/${locale}` || path.startsWith(`/${locale}/`))));
  return [...new Set([...spec.fixed, ...fromSitemap])].sort();
}

/** The pattern a path instantiates, e.g. "/blog/{slug}" for /blog/not-plankton. */
export function patternRegex(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3210}`;

/** A plain request with no cookie jar and no redirect following, like a crawler's first visit. */
export function fetchPath(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, { redirect: 'manual', ...init });
}
