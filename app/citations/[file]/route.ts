import { pages } from '@/lib/content';
import { CITATION_FORMATS, citationFormats, citationSlug, isCitationFormat, isPaperPage } from '@/lib/seo/citation';

export const dynamic = 'force-static';
export const dynamicParams = false;

const papers = pages.filter(isPaperPage);

export function generateStaticParams() {
  return papers.flatMap((page) => citationFormats.map((format) => ({ file: `${citationSlug(page)}.${format}` })));
}

/** A paper's citation as a BibTeX or RIS file (lib/seo/citation.ts), written at build. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const [, slug, format] = /^(.+)\.([a-z]+)$/.exec((await params).file) ?? [];
  const page = papers.find((candidate) => citationSlug(candidate) === slug);
  if (!page || !isCitationFormat(format)) return new Response('Not found', { status: 404 });
  const { contentType, write } = CITATION_FORMATS[format];
  return new Response(write(page), {
    headers: {
      'Content-Type': `${contentType}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${slug}.${format}"`,
      'Cache-Control': 'public, max-age=0, s-maxage=3600, must-revalidate',
    },
  });
}
