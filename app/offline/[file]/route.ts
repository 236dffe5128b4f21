import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/config';
import { palette } from '@/lib/palette';
import { hasLocale } from 'next-intl';
import { directionOf, locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { escapeHtml } from '@/lib/html';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ file: `${locale}.html` }));
}


/**
 * The service worker's offline fallback, one self-contained page per language (/offline/<locale>.html):
 * shown for a navigation to a page never visited while the network is cut.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const locale = (await params).file.replace(/\.html$/, '');
  if (!hasLocale(locales, locale)) notFound();
  const shell = await getTranslations({ locale, namespace: 'Shell' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  // What happened and what still works: the page asked for could not be loaded at all, so the
  // banner's "some features may not work" would undersell it.
  const title = shell('offlinePageTitle');
  const refresh = shell('refresh');
  const home = localizedPath(locale, '/');
  // Refresh is a link to the page itself (an empty href is the document's address, the page the
  // visitor asked for), not a script: the page runs no script at all (resourcePolicy()).
  // The controls take the text colour of the theme (color: inherit): a fixed ink colour, declared after
  // the dark scheme's rule, had left them ink on the night canvas (contrast 1.05, invisible).
  const html = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(siteConfig.brand)}</title>
<style>:root{color-scheme:light dark}body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:${palette.paper};color:${palette.ink}}@media (prefers-color-scheme:dark){body{background:${palette.night};color:${palette.nightInk}}}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;line-height:1.3}a{display:inline-block;margin:.5rem;padding:.6rem 1.2rem;border-radius:999px;border:1px solid currentColor;font:inherit;color:inherit;text-decoration:none}</style></head>
<body><main data-testid="offline-page"><p>${escapeHtml(siteConfig.name)}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(shell('offlinePageBody'))}</p><a href="">${escapeHtml(refresh)}</a><a href="${home}">${escapeHtml(common('goHome'))}</a></main></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
