import { hasLocale } from 'next-intl';
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { searchSite } from '@/lib/search/service';
import { otherMethods } from '@/lib/http';

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);

/** GET /api/search?q=&locale=: the site search as JSON, for the search page and the dialog. */
export function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const requested = params.get('locale') ?? defaultLocale;
  const locale = hasLocale(locales, requested) ? requested : defaultLocale;
  const body = searchSite(params.get('q') ?? '', locale);
  // The same query gives the same answer until the next release: cache briefly.
  return NextResponse.json(body, { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' } });
}
