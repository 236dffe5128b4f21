import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PostArchive } from '@/components/templates/post-archive';
import { getTag, postsByDate, tags } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return tags.map((tag) => ({ tag: tag.slug }));
}

type Props = { params: Promise<{ tag: string }> };

async function load(params: Props['params']) {
  const tag = getTag((await params).tag);
  if (!tag) notFound();
  return tag;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = await load(params);
  return pageMetadata({
    locale: await getLocale(),
    path: `/tag/${tag.slug}`,
    title: `Articles tagged ${tag.name}`,
    description: tag.description,
    keywords: [tag.name],
    ogSection: 'company',
  });
}

export default async function TagPage({ params }: Props) {
  const tag = await load(params);
  const t = await getTranslations('Listing');
  return (
    <PostArchive
      path={`/tag/${tag.slug}`}
      heading={`#${tag.name}`}
      eyebrow={t('postsTagged', { tag: tag.name })}
      description={tag.description}
      intro={tag.intro}
      posts={postsByDate.filter((post) => post.tags.includes(tag.slug))}
    />
  );
}
