import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE } from './lib/storage-keys';
import { matchLocale } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';
import { isKnownPath } from './lib/content/known-paths';
import { findRedirect, isGuardedPath, normalizePath } from './lib/routes';
import { newNonce, noncePolicy } from './lib/security-headers';

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
    return withScriptNonce(request, (await guardAdmin(request, prefix ?? '', () => localized(request, path, prefix))).response);
  }
  const response = localized(request, path, prefix);
  return RENDERED_PER_REQUEST.has(normalizePath(path)) ? withScriptNonce(request, response) : response;
}

/** Pages rendered on demand besides the guarded ones: their scripts get a nonce, not build-time hashes. */
const RENDERED_PER_REQUEST = new Set(['/search', '/status']);

/**
 * A fresh nonce in the response's script policy and in the request's `Content-Security-Policy`
 * header, where Next.js reads it to put on every script it renders (see lib/security-headers.ts).
 */
async function withScriptNonce(request: NextRequest, response: NextResponse): Promise<NextResponse> {
  if (response.status >= 300 && response.status < 400) return response;
  const policy = await noncePolicy(newNonce());
  response.headers.set('Content-Security-Policy', policy);
  // Next's own request-override protocol (what NextResponse.next({ request: { headers } }) writes):
  // keep the headers already forwarded, or forward all of the request's, and add the policy.
  const forwarded = response.headers.get('x-middleware-override-headers')?.split(',') ?? [];
  if (forwarded.length === 0) {
    for (const [name, value] of request.headers) {
      response.headers.set(`x-middleware-request-${name}`, value);
      forwarded.push(name);
    }
  }
  response.headers.set('x-middleware-request-content-security-policy', policy);
  response.headers.set('x-middleware-override-headers', [...new Set([...forwarded, 'content-security-policy'])].join(','));
  return response;
}

function localized(request: NextRequest, path: string, prefix: string | null) {
  // A stored choice that is not a supported locale (or looks like an injection) is discarded.
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const invalidChoice = stored !== undefined && !matchLocale(stored);
  if (invalidChoice) request.cookies.delete(LOCALE_COOKIE);
  const localeResponse = handleLocale(request);
  // Language redirects go first: an unknown path then 404s in the visitor's language.
  const isRedirect = localeResponse.status >= 300 && localeResponse.status < 400;
  const response = isRedirect || isKnownPath(path) ? localeResponse : notFound(request, prefix ?? routing.defaultLocale);
  // No cookie on a plain visit: next-intl would store the locale of a prefixed URL the visitor merely
  // opened. The language picker stores a real choice in the browser (lib/i18n/choose-language.ts);
  // the proxy only reads it, or clears it when it is invalid.
  response.headers.delete('set-cookie');
  response.headers.delete('x-middleware-set-cookie');
  if (invalidChoice) response.cookies.set(LOCALE_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax' });
  return response;
}

/** The pre-rendered not-found page of the locale, with status 404 and the address unchanged. */
function notFound(request: NextRequest, locale: string) {
  return NextResponse.rewrite(new URL(`/${locale}/404`, request.url), { status: 404 });
}

export const config = {
  // Everything but API routes, Next internals, Vercel internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
