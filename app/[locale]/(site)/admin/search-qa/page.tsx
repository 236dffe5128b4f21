import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { metadataForPage } from '@/components/templates/content-route';
import { PageView } from '@/components/templates/page-view';
import { SearchQaReport } from '@/components/search/search-qa-report';
import { getPage } from '@/lib/content';

// /admin is guarded, but its search-quality page is public (spec 2.6).
const page = getPage('/admin/search-qa')!;

export async function generateMetadata(): Promise<Metadata> {
  return metadataForPage(page, await getLocale());
}

export default function SearchQaPage() {
  return (
    <PageView page={page}>
      <SearchQaReport />
    </PageView>
  );
}
