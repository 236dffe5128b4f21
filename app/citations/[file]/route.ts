import { pages } from '@/lib/content';
import { bibtex, CITATION_FORMATS, citationSlug, isPaperPage, ris, type CitationFormat } from '@/lib/seo/citation';

export const dynamic = 'force-static';
export const dynamicParams = false;

const papers = pages.filter(isPaperPage);

export function generateStaticParams() {
  return papers.flatMap((page) => (Object.keys(CITATION_FORMATS) as CitationFormat[]).map((format) => ({ file: `${citationSlug(page)}.${format}` })));
}

/** A paper's citation as a BibTeX or RIS file (lib/seo/citation.ts), written at build. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const [, slug, format] = /^(.+)\.(bib|ris)$/.exec((await params).file) ?? [];
  const page = papers.find((candidate) => citationSlug(candidate) === slug);
  if (!page || (format !== 'bib' && format !== 'ris')) return new Response('Not found', { status: 404 });
  return new Response(format === 'bib' ? bibtex(page) : ris(page), {
    headers: {
      'Content-Type': `${CITATION_FORMATS[format].contentType}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${slug}.${format}"`,
      'Cache-Control': 'public, max-age=0, s-maxage=3600, must-revalidate',
    },
  });
}
