import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PostArchive } from '@/components/templates/post-archive';
import { categories, getCategory, postsByDate } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return categories.map((category) => ({ category: category.slug }));
}

type Props = { params: Promise<{ category: string }> };

async function load(params: Props['params']) {
  const category = getCategory((await params).category);
  if (!category) notFound();
  return category;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await load(params);
  return pageMetadata({
    locale: await getLocale(),
    path: `/category/${category.slug}`,
    title: `${category.name} articles`,
    description: category.description,
    keywords: [category.name],
    ogSection: 'company',
  });
}

export default async function CategoryPage({ params }: Props) {
  const category = await load(params);
  const t = await getTranslations('Listing');
  return (
    <PostArchive
      path={`/category/${category.slug}`}
      heading={category.name}
      eyebrow={t('postsInCategory', { category: category.name })}
      description={category.description}
      intro={category.intro}
      posts={postsByDate.filter((post) => post.category === category.slug)}
    />
  );
}
