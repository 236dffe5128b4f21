import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { PageHero } from '@/components/sections/page-hero';
import { metadataForPage } from '@/components/templates/content-route';
import { PostListing } from '@/components/templates/page-extras';
import { CONTENT_LANG } from '@/components/templates/page-view';
import { blogListingPages } from '@/lib/content';
import { trailFor } from '@/lib/content/trail';
import { backdropFor } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

export const dynamicParams = false;

export function generateStaticParams() {
  return blogListingPages.map((page) => ({ page: page.path.split('/').at(-1)! }));
}

type Props = { params: Promise<{ page: string }> };

const listingPage = (number: string) => blogListingPages.find((page) => page.path === `/blog/page/${number}`);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = listingPage((await params).page);
  return page ? metadataForPage(page, await getLocale()) : {};
}

export default async function BlogListingPage({ params }: Props) {
  const number = (await params).page;
  const page = listingPage(number);
  if (!page) notFound();
  const locale = await getLocale();
  const nav = await getTranslations('Nav');
  const trail = trailFor(page.path, page.heading, nav('home'));
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(locale, trail)]} />
      <Breadcrumbs trail={trail} />
      <PageHero backdrop={backdropFor(page.path)} eyebrow={page.eyebrow} title={page.heading} lede={page.lede} lang={locale === CONTENT_LANG ? undefined : CONTENT_LANG} />
      <div className="mt-8">
        <PostListing page={Number(number)} />
      </div>
    </>
  );
}
