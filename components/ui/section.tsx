import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { keepTogether } from '@/components/ui/keep-together';

/**
 * A page band with the site's vertical rhythm and an optional heading block. `titleSize="section"`
 * sets the title as the page's own section headings are set (`section-title`): the listings and
 * related entries of a content page, whose other h2s are that size (a band's larger title among
 * them read as a different hierarchy). `spacing="flush"` drops the band's own vertical padding, for
 * a section that the page template spaces like its other blocks (a listing, related entries): `cn`
 * only joins class names, so a caller's `pt-4` could not undo the band's `md:py-20`, and a listing
 * stood 112 px below the block before it and 144 px above the next, against 56 px between the others.
 */
export function Section({
  className,
  children,
  eyebrow,
  title,
  intro,
  headingId,
  titleSize = 'band',
  spacing = 'band',
  ...props
}: HTMLAttributes<HTMLElement> & { eyebrow?: string; title?: string; intro?: ReactNode; headingId?: string; titleSize?: 'band' | 'section'; spacing?: 'band' | 'flush' }) {
  // A section is named by its heading; a block with none (a bare card grid) is a plain division.
  const Element = title || props['aria-labelledby'] || props['aria-label'] ? 'section' : 'div';
  return (
    <Element className={cn('container-page', spacing === 'band' && 'py-14 md:py-20', className)} aria-labelledby={title ? headingId : undefined} {...props}>
      {title ? (
        <div className={titleSize === 'section' ? 'mb-6 max-w-3xl' : 'mb-10 max-w-3xl'}>
          {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
          {titleSize === 'section' ? (
            <SectionTitle id={headingId}>{title}</SectionTitle>
          ) : (
            <Heading level={2} id={headingId}>
              {title}
            </Heading>
          )}
          {intro ? <p className="mt-4 text-lg text-ink-2">{intro}</p> : null}
        </div>
      ) : null}
      {children}
    </Element>
  );
}

/**
 * A section heading among a content page's blocks, listings and related entries (`section-title`),
 * with product codes kept whole.
 */
export function SectionTitle({ children, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h2 {...props} className="section-title">
      {keepTogether(children)}
    </h2>
  );
}

/** A font-size utility, with or without a variant prefix: `text-xl`, `md:text-4xl`. */
const SIZE_CLASS = /^(?:\w+:)?text-(?:xs|sm|base|lg|xl|\dxl|title)$/;

/** Sizes per level; colour, weight and balanced wrapping come from the `heading` class (app/globals.css). */
const headingStyles = {
  1: 'text-title',
  2: 'text-3xl md:text-4xl tracking-tight',
  3: 'text-xl tracking-tight',
  4: 'text-base',
} as const;

export function Heading({
  level,
  className,
  children,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { level: 1 | 2 | 3 | 4 }) {
  const Tag = `h${level}` as const;
  // A size given by the caller replaces the level's default size instead of racing it in the CSS.
  const callerClasses = className?.split(/\s+/) ?? [];
  const sized = callerClasses.some((name) => name === 'eyebrow' || SIZE_CLASS.test(name));
  const levelStyle = sized ? headingStyles[level].split(' ').filter((name) => !SIZE_CLASS.test(name)).join(' ') : headingStyles[level];
  return (
    <Tag className={cn('heading', levelStyle, className)} {...props}>
      {keepTogether(children)}
    </Tag>
  );
}
