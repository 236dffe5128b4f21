import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';
import { metadataForPage } from '@/components/templates/content-route';
import { PageView } from '@/components/templates/page-view';
import { SearchQaReport } from '@/components/search/search-qa-report';
import { getPage } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';

// /admin is guarded, but its search-quality page is public (spec 2.6).
const page = getPage('/admin/search-qa')!;

export async function generateMetadata(): Promise<Metadata> {
  return metadataForPage(page, (await rootLocale()) as Locale);
}

export default function SearchQaPage() {
  return (
    <PageView page={page}>
      <SearchQaReport />
    </PageView>
  );
}
