import { CardGrid, EntryCard } from '@/components/sections/entry-card';
import { TextLink } from '@/components/ui/text-link';
import { Section } from '@/components/ui/section';
import { categories, hrefOf, postsByDate } from '@/lib/content';

/** The three newest posts, for the home page. */
export function LatestPosts({ title, ctaLabel }: { title: string; ctaLabel: string }) {
  return (
    <Section title={title} headingId="latest" className="border-t border-line">
      <div lang="en">
        <CardGrid>
          {postsByDate.slice(0, 3).map((post) => (
            <li key={post.slug}>
              <EntryCard
                href={hrefOf(post)}
                title={post.heading}
                body={post.excerpt}
                theme={post.theme}
                eyebrow={categories.find((category) => category.slug === post.category)?.name}
                meta={<time dateTime={post.published}>{post.published}</time>}
              />
            </li>
          ))}
        </CardGrid>
      </div>
      <div className="mt-8">
        <TextLink href="/blog" arrow>
          {ctaLabel}
        </TextLink>
      </div>
    </Section>
  );
}
