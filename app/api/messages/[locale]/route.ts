import { hasLocale } from 'next-intl';
import { loadMessages } from '@/lib/i18n/load-messages';
import { locales } from '@/lib/i18n/locales';
import { lazyPartMessages } from '@/lib/i18n/messages';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/**
 * The texts of the parts that load on use (search dialog, assistant, cookie banner), in one
 * language, written at build: their own and the first load's they share. They travel with those parts rather than in every page's HTML. The
 * service worker keeps them with the build's other static files; the browser asks again each time.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(locales, locale)) return new Response('Not found', { status: 404 });
  return Response.json(lazyPartMessages(await loadMessages(locale)), {
    headers: { 'Cache-Control': 'public, max-age=0, s-maxage=31536000, must-revalidate' },
  });
}
