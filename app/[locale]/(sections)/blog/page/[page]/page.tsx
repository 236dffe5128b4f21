import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { Blocks } from '@/components/sections/blocks';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { PageHero } from '@/components/sections/page-hero';
import { metadataForPage } from '@/components/templates/content-route';
import { blogListingPages } from '@/lib/content';
import { blogPagePath } from '@/lib/content/pagination';
import { trailFor } from '@/lib/content/trail';
import { contentLanguage } from '@/lib/i18n/content-language';
import { backdropFor } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

export const dynamicParams = false;

export function generateStaticParams() {
  return blogListingPages.map((page) => ({ page: page.path.split('/').at(-1) ?? '' }));
}

type Props = { params: Promise<{ page: string }> };

/** Pages 2 and up of the blog listing; their content is one listing block (lib/content). */
async function load(params: Props['params']) {
  const path = blogPagePath(Number((await params).page));
  const page = blogListingPages.find((listing) => listing.path === path);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataForPage(await load(params), await getLocale());
}

export default async function BlogListingPage({ params }: Props) {
  const page = await load(params);
  const locale = await getLocale();
  const nav = await getTranslations('Nav');
  const trail = trailFor(page.path, page.heading, nav('home'));
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(locale, trail)]} />
      <Breadcrumbs trail={trail} />
      <PageHero backdrop={backdropFor(page.path)} eyebrow={page.eyebrow} title={page.heading} lede={page.lede} language={contentLanguage(locale)} />
      <div className="mt-8">
        <Blocks blocks={page.blocks} />
      </div>
    </>
  );
}
