import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/templates/article-view';
import { getTopic, postsByDate, topics } from '@/lib/content';
import { trailFor } from '@/lib/content/trail';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return topics.map((topic) => ({ slug: topic.slug }));
}

type Props = { params: Promise<{ slug: string }> };

async function load(params: Props['params']) {
  const topic = getTopic((await params).slug);
  if (!topic) notFound();
  return topic;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const topic = await load(params);
  return pageMetadata({
    locale: await getLocale(),
    path: `/topics/${topic.slug}`,
    title: topic.title,
    description: topic.description,
    keywords: topic.keywords,
    ogSection: topic.theme,
  });
}

export default async function TopicPage({ params }: Props) {
  const topic = await load(params);
  const nav = await getTranslations('Nav');
  const t = await getTranslations('Listing');
  const path = `/topics/${topic.slug}`;
  const posts = postsByDate.filter((post) => post.tags.some((tag) => topic.tags.includes(tag)));
  return (
    <ArticleView
      path={path}
      trail={trailFor(path, topic.heading, nav('home'))}
      eyebrow={t('postsInTopic')}
      heading={topic.heading}
      lede={topic.summary}
      blocks={topic.blocks}
      jsonLd={[]}
      related={posts.map((post) => ({ href: `/blog/${post.slug}`, title: post.heading, body: post.excerpt, theme: post.theme }))}
    />
  );
}
