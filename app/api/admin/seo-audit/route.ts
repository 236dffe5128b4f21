import { forbiddenUnlessAdmin, NO_STORE } from '@/lib/admin/api';
import { siteEntries } from '@/lib/content/site-index';
import { localizedPath } from '@/lib/i18n/paths';
import { hasLocale } from 'next-intl';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { auditPages, readHead, type PageHead } from '@/lib/seo/audit';
import { otherMethods } from '@/lib/http';

export const dynamic = 'force-dynamic';
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);

const CONCURRENCY = 6;

/**
 * The audit behind /seo-dashboard: every page the site's route table lists (the same source as
 * the sitemap), fetched as built from this deployment, its head read and checked.
 */
export async function GET(request: Request) {
  const denied = await forbiddenUnlessAdmin();
  if (denied) return denied;
  const url = new URL(request.url);
  const requested = url.searchParams.get('locale') ?? 'en';
  const locale = hasLocale(locales, requested) ? requested : defaultLocale;
  const paths = siteEntries().map((entry) => entry.path);
  const heads: PageHead[] = new Array<PageHead>(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const index = next++;
      const path = paths[index] ?? '/';
      const address = localizedPath(locale, path);
      try {
        const response = await fetch(new URL(address, url.origin), { headers: { accept: 'text/html' }, cache: 'no-store' });
        heads[index] = readHead(address, await response.text(), response.status);
      } catch {
        heads[index] = readHead(address, '', 599);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return Response.json({ locale, generatedAt: new Date().toISOString(), rows: auditPages(heads, locales.length + 1) }, { headers: NO_STORE });
}
