import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleView, FactBox } from '@/components/templates/article-view';
import { categories, getMember, getPost, postsByDate, posts } from '@/lib/content';
import { trailFor } from '@/lib/content/trail';
import { entryWords } from '@/lib/content/words';
import { readingMinutes } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { postJsonLd } from '@/lib/seo/page-json-ld';

export const dynamicParams = false;

export function generateStaticParams() {
  return posts.map((post) => ({ slug: post.slug }));
}

type Props = { params: Promise<{ slug: string }> };

async function load(params: Props['params']) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  return post;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await load(params);
  const author = getMember(post.authorId);
  return pageMetadata({
    locale: await getLocale(),
    path: `/blog/${post.slug}`,
    title: post.title,
    description: post.description,
    keywords: post.keywords,
    ogSection: post.theme,
    type: 'article',
    publishedTime: post.published,
    modifiedTime: post.updated,
    authors: author ? [author.name] : undefined,
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = await load(params);
  const locale = await getLocale();
  const t = await getTranslations('Common');
  const nav = await getTranslations('Nav');
  const author = getMember(post.authorId);
  const category = categories.find((entry) => entry.slug === post.category);
  const path = `/blog/${post.slug}`;
  const related = postsByDate
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: other.tags.filter((tag) => post.tags.includes(tag)).length + (other.category === post.category ? 1 : 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map(({ other }) => ({ href: `/blog/${other.slug}`, title: other.heading, body: other.excerpt, theme: other.theme }));

  return (
    <ArticleView
      path={path}
      trail={trailFor(path, post.heading, nav('home'))}
      eyebrow={category?.name ?? post.category}
      heading={post.heading}
      lede={post.excerpt}
      meta={
        <>
          {author ? t('by', { name: author.name }) : null} · <time dateTime={post.published}>{post.published}</time> ·{' '}
          {t('readingTime', { minutes: readingMinutes(entryWords(post.blocks)) })}
        </>
      }
      blocks={post.blocks}
      jsonLd={[postJsonLd(post, author, locale)]}
      related={related}
      aside={
        <>
          {author ? (
            <FactBox
              title={t('by', { name: '' }).trim()}
              facts={[{ label: author.role, value: <Link href={`/team/${author.id}`} className="underline underline-offset-4">{author.name}</Link> }]}
            />
          ) : null}
          <FactBox
            title={t('tags')}
            facts={[
              { label: t('category'), value: <Link href={`/category/${post.category}`} className="underline underline-offset-4">{category?.name ?? post.category}</Link> },
              {
                label: t('tags'),
                value: (
                  <span className="flex flex-wrap gap-2">
                    {post.tags.map((tag) => (
                      <Link key={tag} href={`/tag/${tag}`} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs">
                        #{tag}
                      </Link>
                    ))}
                  </span>
                ),
              },
              { label: t('updated'), value: <time dateTime={post.updated}>{post.updated}</time> },
            ]}
          />
        </>
      }
    />
  );
}
