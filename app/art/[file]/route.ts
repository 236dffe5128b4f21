import { heroArtFile, heroArtNames, isArtworkName } from '@/lib/artwork/hero';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return heroArtNames.map((name) => ({ file: `${name}.svg` }));
}

/** A section's hero artwork (lib/artwork/hero.ts). Pages ask for it with the build id in the query, so it never goes stale. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file.replace(/\.svg$/, '');
  if (!isArtworkName(name)) return new Response('Not found', { status: 404 });
  return new Response(heroArtFile(name), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
