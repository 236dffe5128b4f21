/**
 * The hero artwork as pre-sized static files (public/art/<name>-<width>.webp, written by
 * scripts/generate-artwork.mjs). The hero serves them directly with a srcset instead of going
 * through the image optimiser, so the largest paint never waits on an on-demand resize.
 * Plain TypeScript, no React.
 */
export const HERO_WIDTHS = [480, 800, 1080, 1440, 1920] as const;

/** The full-size original (2400 px), the srcset's last entry. */
export const HERO_FULL_WIDTH = 2400;

export function heroSrc(name: string): string {
  return `/art/${name}-${HERO_WIDTHS[1]}.webp`;
}

export function heroSrcSet(name: string): string {
  return [...HERO_WIDTHS.map((width) => `/art/${name}-${width}.webp ${width}w`), `/art/${name}.webp ${HERO_FULL_WIDTH}w`].join(', ');
}

/** Same choice as before (the hero spans the viewport): the browser picks by viewport width × DPR. */
export const HERO_SIZES = '100vw';
