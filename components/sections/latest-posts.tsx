import { CardGrid } from '@/components/sections/entry-card';
import { PostCard } from '@/components/sections/listings';
import { TextLink } from '@/components/ui/text-link';
import { Section } from '@/components/ui/section';
import { postsByDate } from '@/lib/content';
import { english } from '@/lib/i18n/content-language';

/** The three newest posts, for the home page. */
export function LatestPosts({ title, ctaLabel }: { title: string; ctaLabel: string }) {
  return (
    <Section title={title} headingId="latest" className="border-t border-line">
      <div {...english}>
        <CardGrid>
          {postsByDate.slice(0, 3).map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
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
