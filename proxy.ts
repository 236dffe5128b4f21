import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE } from './lib/config';
import { matchLocale } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';
import { isKnownPath } from './lib/content/site-index';
import { findRedirect, isGuardedPath } from './lib/routes';

const handleLocale = createMiddleware(routing);

/** Splits "/es/about" into ["es", "/about"]; unprefixed paths are English. */
function splitLocale(pathname: string): [string | null, string] {
  const [, first, ...rest] = pathname.split('/');
  if (hasLocale(routing.locales, first) && first !== routing.defaultLocale) return [first, `/${rest.join('/')}`];
  return [null, pathname];
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const [prefix, path] = splitLocale(pathname);

  const target = findRedirect(path);
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = prefix ? `/${prefix}${target === '/' ? '' : target}` : target;
    return NextResponse.redirect(url, 308);
  }

  // Administrator paths: the role is checked on the server before anything is served. The guard's
  // code (and Supabase's) is loaded only here, so other paths keep a light proxy.
  if (isGuardedPath(path)) {
    const { guardAdmin } = await import('./lib/supabase/proxy');
    return (await guardAdmin(request, prefix ?? '', () => localized(request, path, prefix))).response;
  }
  return localized(request, path, prefix);
}

function localized(request: NextRequest, path: string, prefix: string | null) {
  // A stored choice that is not a supported locale (or looks like an injection) is discarded.
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const invalidChoice = stored !== undefined && !matchLocale(stored);
  if (invalidChoice) request.cookies.delete(LOCALE_COOKIE);
  const response = handleLocale(request);
  if (invalidChoice) response.cookies.delete(LOCALE_COOKIE);

  // Language redirects go first: an unknown path then 404s in the visitor's language.
  if (response.status >= 300 && response.status < 400) return response;
  if (!isKnownPath(path)) return notFound(request, prefix ?? routing.defaultLocale, response);
  return response;
}

/** The pre-rendered not-found page of the locale, with status 404 and the address unchanged. */
function notFound(request: NextRequest, locale: string, localeResponse: NextResponse) {
  const response = NextResponse.rewrite(new URL(`/${locale}/404`, request.url), { status: 404 });
  for (const cookie of localeResponse.cookies.getAll()) response.cookies.set(cookie);
  return response;
}

export const config = {
  // Everything but API routes, Next internals, Vercel internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
