import { feedDocument } from '@/lib/feeds/entries';
import { FEED_CONTENT_TYPE, feedNames, isFeedName } from '@/lib/feeds/paths';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return feedNames.map((name) => ({ file: `${name}.xml` }));
}

/** The blog's and the newsroom's Atom feeds (lib/feeds), written at build like the pages they follow. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file.replace(/\.xml$/, '');
  if (!isFeedName(name)) return new Response('Not found', { status: 404 });
  return new Response(feedDocument(name), {
    headers: { 'Content-Type': `${FEED_CONTENT_TYPE}; charset=utf-8`, 'Cache-Control': 'public, max-age=0, s-maxage=3600, must-revalidate' },
  });
}
