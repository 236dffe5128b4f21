import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';
import { metadataForPage } from '@/components/templates/content-route';
import { PageView } from '@/components/templates/page-view';
import { getPage } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';

const page = getPage('/blog')!;

export async function generateMetadata(): Promise<Metadata> {
  return metadataForPage(page, (await rootLocale()) as Locale);
}

export default function BlogIndexPage() {
  return <PageView page={page} />;
}
