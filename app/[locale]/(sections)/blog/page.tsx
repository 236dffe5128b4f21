import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { metadataForPage } from '@/components/templates/content-route';
import { PageView } from '@/components/templates/page-view';
import { getPage } from '@/lib/content';

const page = getPage('/blog')!;

export async function generateMetadata(): Promise<Metadata> {
  return metadataForPage(page, await getLocale());
}

export default function BlogIndexPage() {
  return <PageView page={page} />;
}
