import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleView, FactBox } from '@/components/templates/article-view';
import { getNewsItem, newsByDate, newsItems } from '@/lib/content';
import { trailFor } from '@/lib/content/trail';
import { pageMetadata } from '@/lib/seo/metadata';
import { newsJsonLd } from '@/lib/seo/page-json-ld';
import { siteConfig } from '@/lib/config';

export const dynamicParams = false;

export function generateStaticParams() {
  return newsItems.map((item) => ({ slug: item.slug }));
}

type Props = { params: Promise<{ slug: string }> };

async function load(params: Props['params']) {
  const item = getNewsItem((await params).slug);
  if (!item) notFound();
  return item;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await load(params);
  return pageMetadata({
    locale: await getLocale(),
    path: `/newsroom/${item.slug}`,
    title: item.title,
    description: item.description,
    keywords: item.keywords,
    ogSection: item.theme,
    type: 'article',
    publishedTime: item.published,
  });
}

export default async function NewsItemPage({ params }: Props) {
  const item = await load(params);
  const locale = await getLocale();
  const t = await getTranslations('Common');
  const nav = await getTranslations('Nav');
  const path = `/newsroom/${item.slug}`;
  return (
    <ArticleView
      path={path}
      trail={trailFor(path, item.heading, nav('home'))}
      eyebrow={item.kind}
      heading={item.heading}
      lede={item.excerpt}
      meta={
        <>
          {item.location} · <time dateTime={item.published}>{item.published}</time>
        </>
      }
      blocks={item.blocks}
      jsonLd={[newsJsonLd(item, locale)]}
      aside={
        <FactBox
          title={t('published')}
          facts={[
            { label: t('published'), value: <time dateTime={item.published}>{item.published}</time> },
            { label: t('mediaContact'), value: <a className="underline underline-offset-4" href={`mailto:${siteConfig.contact.press}`}>{siteConfig.contact.press}</a> },
          ]}
        />
      }
      related={newsByDate
        .filter((other) => other.slug !== item.slug)
        .slice(0, 3)
        .map((other) => ({ href: `/newsroom/${other.slug}`, title: other.heading, body: other.excerpt, theme: other.theme, eyebrow: other.kind }))}
    />
  );
}
