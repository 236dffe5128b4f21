import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/templates/not-found-view';

/**
 * The not-found page, pre-rendered in every locale. The proxy serves it with status 404 for any
 * path that is not a page of the site, and for /404 itself.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  // The layout's title template adds the site's name, as on every other page.
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

export default function NotFoundPage() {
  return <NotFoundView />;
}
