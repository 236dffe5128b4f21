import { getTranslations } from 'next-intl/server';
import { ArticleView } from './article-view';
import type { Post } from '@/lib/content/types';
import { trailFor } from '@/lib/content/trail';

/** Tag and category pages: the term's introduction, then every post filed under it. */
export async function PostArchive({ path, heading, description, intro, posts, eyebrow }: { path: string; heading: string; description: string; intro: string[]; posts: Post[]; eyebrow: string }) {
  const nav = await getTranslations('Nav');
  return (
    <ArticleView
      path={path}
      trail={trailFor(path, heading, nav('home'), [{ name: 'Blog', path: '/blog' }])}
      eyebrow={eyebrow}
      heading={heading}
      lede={description}
      blocks={[{ type: 'prose', paragraphs: intro }]}
      jsonLd={[]}
      related={posts.map((post) => ({ href: `/blog/${post.slug}`, title: post.heading, body: post.excerpt, theme: post.theme }))}
    />
  );
}
