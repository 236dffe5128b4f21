import type { ReactNode } from 'react';
import { CoverArt } from '@/components/ui/cover-art';
import { Heading } from '@/components/ui/section';
import type { Theme } from '@/lib/content/types';
import { Link } from '@/components/ui/link';

/** A linked card for any entry of a collection: post, news item, project, video, topic... */
export function EntryCard({
  href,
  title,
  body,
  eyebrow,
  meta,
  theme,
  cover = true,
  headingLevel = 3,
}: {
  href: string;
  title: string;
  body?: string;
  eyebrow?: ReactNode;
  meta?: ReactNode;
  theme?: Theme;
  cover?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <article className="group card">
      {cover && theme ? <CoverArt seed={href} theme={theme} /> : null}
      <div className="flex flex-1 flex-col p-5">
        {eyebrow ? <p className="eyebrow mb-2">{eyebrow}</p> : null}
        <Heading level={headingLevel} className="text-lg leading-snug">
          <Link href={href} className="stretched-link">
            {title}
          </Link>
        </Heading>
        {body ? <p className="mt-2 flex-1 text-sm leading-6 text-ink-2">{body}</p> : null}
        {meta ? <div className="mt-4 text-xs text-ink-3">{meta}</div> : null}
      </div>
    </article>
  );
}

/** Entry cards in up to three columns, with no card left alone at the end of a row (`card-grid`, app/globals.css). */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="card-grid">{children}</ul>;
}
