import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { LanguageAttributes } from '@/lib/i18n/content-language';
import { ASSET_VERSION } from '@/lib/asset-version';
import { heroArtHref } from '@/lib/artwork/hero';
import type { Backdrop } from '@/lib/routes';
import { keepTogether } from '@/components/ui/keep-together';

/**
 * The dark band at the top of a page, with the section's artwork behind it (spec 2.1). The band
 * keeps its own dark palette in both themes, so its text contrast never depends on the theme.
 */
export function PageHero({
  backdrop,
  eyebrow,
  title,
  lede,
  children,
  size = 'page',
  language,
}: {
  backdrop: Backdrop;
  eyebrow?: ReactNode;
  title: ReactNode;
  lede?: ReactNode;
  children?: ReactNode;
  size?: 'home' | 'page';
  /** Set when the hero's words are in a language other than the page's (see contentLanguage()). */
  language?: LanguageAttributes;
}) {
  return (
    <div className="page-hero relative isolate mx-2 overflow-hidden rounded-3xl bg-hero text-hero-ink md:mx-3 dark:ring-1 dark:ring-white/10" data-backdrop={backdrop}>
      {backdrop !== 'none' ? (
        // The section's artwork, drawn from its SVG file (lib/artwork/hero.ts): decorative, and
        // not an image element, so the heading, not the art, is the page's largest paint.
        <svg aria-hidden="true" focusable="false" className="absolute inset-0 -z-10 size-full">
          <use href={heroArtHref(backdrop, ASSET_VERSION)} />
        </svg>
      ) : null}
      <div className={cn('container-page relative pt-16 md:pt-24', size === 'home' ? 'pb-24 md:pb-32 lg:min-h-[44rem]' : 'pb-16 md:pb-20')}>
        {/* Only the hero's own words take their language; what the page adds under them (an
            article's byline and reading time, calls to action) is in the page's language. */}
        <div {...language}>
          {eyebrow ? <p className="eyebrow mb-5 tracking-[0.16em] text-hero-muted">{eyebrow}</p> : null}
          <h1 className={cn('max-w-4xl font-semibold text-balance text-white', size === 'home' ? 'text-display' : 'text-title')}>{keepTogether(title)}</h1>
          {lede ? <p className="mt-6 max-w-2xl text-lg leading-relaxed text-hero-ink-2 md:text-xl">{lede}</p> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
