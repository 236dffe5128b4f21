import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE } from './lib/config';
import { isLocale, matchLocale } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';
import { findRedirect } from './lib/routes';

const handleLocale = createMiddleware(routing);

/** Splits "/es/about" into ["es", "/about"]; unprefixed paths are English. */
function splitLocale(pathname: string): [string | null, string] {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first) && first !== routing.defaultLocale) return [first, `/${rest.join('/')}`];
  return [null, pathname];
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const [prefix, path] = splitLocale(pathname);

  const target = findRedirect(path);
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = prefix ? `/${prefix}${target === '/' ? '' : target}` : target;
    return NextResponse.redirect(url, 308);
  }

  // A stored choice that is not a supported locale (or looks like an injection) is discarded.
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  if (stored !== undefined && !matchLocale(stored)) {
    request.cookies.delete(LOCALE_COOKIE);
    const response = handleLocale(request);
    response.cookies.delete(LOCALE_COOKIE);
    return response;
  }

  return handleLocale(request);
}

export const config = {
  // Everything but API routes, Next internals, Vercel internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
