import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { HomeView } from '@/components/templates/home-view';
import { homeJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('Metadata');
  return {
    ...pageMetadata({ locale, path: '/', title: t('siteTitle'), description: t('siteDescription'), translated: true, ogSection: 'company' }),
    title: { absolute: t('siteTitle') },
  };
}

export default async function HomePage() {
  const locale = await getLocale();
  return (
    <>
      <JsonLd data={homeJsonLd(locale)} />
      <HomeView />
    </>
  );
}
