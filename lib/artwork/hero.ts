import { artworks, artworkSvg, H, W, type ArtworkName } from './art';

/**
 * The hero artwork: one SVG file per section (/art/<name>.svg, app/art/[file]/route.ts, drawn at
 * build from lib/artwork/art.ts), holding the drawing as a symbol that the hero draws with
 * `<svg><use href>`. Vector, so it is sharp at every width from one file (2 to 6 KB gzipped), and,
 * unlike an <img> or a CSS background, not a candidate for the largest contentful paint: the
 * page's heading is, and it paints with the text instead of waiting for an image behind the
 * page's scripts on a slow phone connection (issue 14). Plain TypeScript, no React.
 */
export const HERO_SYMBOL = 'art';

export const heroArtNames = Object.keys(artworks) as ArtworkName[];

export function isArtworkName(name: string): name is ArtworkName {
  return (heroArtNames as string[]).includes(name);
}

/** The file's address, versioned by the build so it can be cached for good. */
export function heroArtHref(name: ArtworkName, version: string): string {
  return `/art/${name}.svg?v=${version}#${HERO_SYMBOL}`;
}

/**
 * The file: the drawing as a symbol that fills whatever box uses it, cut to cover it and kept to
 * the right (the art's busy side; the text sits on the left).
 */
export function heroArtFile(name: ArtworkName): string {
  const drawing = artworkSvg(name).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="${HERO_SYMBOL}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMaxYMid slice">${drawing}</symbol></svg>`;
}
