import { absoluteUrl, siteConfig } from '@/lib/config';
import type { Page } from '@/lib/content/types';

/**
 * A paper's citation, for reference managers and scholarly indexes: BibTeX and RIS files
 * (app/citations/[file]) and the Highwire Press `citation_*` meta tags that Google Scholar reads.
 * Plain functions of the page's `paper` facts, so the three never disagree.
 */
export type PaperPage = Page & { paper: NonNullable<Page['paper']> };

/** Each citation file: its name on the Cite row, its media type and its writer (below). */
export const CITATION_FORMATS = {
  bib: { label: 'BibTeX', contentType: 'application/x-bibtex', write: bibtex },
  ris: { label: 'RIS', contentType: 'application/x-research-info-systems', write: ris },
} as const;
export type CitationFormat = keyof typeof CITATION_FORMATS;

/** The formats in the Cite row's order; the route writes one file of each per paper. */
export const citationFormats = Object.keys(CITATION_FORMATS) as CitationFormat[];

export const isCitationFormat = (value: string | undefined): value is CitationFormat => value !== undefined && Object.hasOwn(CITATION_FORMATS, value);

export const isPaperPage = (page: Page): page is PaperPage => Boolean(page.paper);

/** The paper's slug, which names its citation files: /publications/<slug> → <slug>.bib, <slug>.ris. */
export const citationSlug = (page: PaperPage) => page.path.split('/').pop() ?? '';

/** Where a paper's citation file is served. */
export const citationPath = (page: PaperPage, format: CitationFormat) => `/citations/${citationSlug(page)}.${format}`;

/** "Wen-Li Chua" → ["Chua", "Wen-Li"]: the last word is the family name. */
function nameParts(name: string): [family: string, given: string] {
  const words = name.trim().split(/\s+/);
  const family = words.pop() ?? '';
  return [family, words.join(' ')];
}

/** BibTeX escapes: braces and backslashes would end a field, and these characters are commands. */
const bibtexText = (text: string) => text.replace(/[\\{}]/g, '').replace(/([&%$#_])/g, '\\$1');

/** A BibTeX @article entry; its key is the first author's family name, the year and the slug. */
export function bibtex(page: PaperPage): string {
  const { paper } = page;
  const [year, month] = paper.published.split('-');
  const key = `${nameParts(paper.authors[0] ?? siteConfig.brand)[0].toLowerCase().replace(/[^a-z]/g, '')}${year}${citationSlug(page).replace(/[^a-z0-9]/gi, '')}`;
  const fields: [string, string][] = [
    ['title', `{${bibtexText(page.heading)}}`],
    ['author', paper.authors.map((author) => nameParts(author).map(bibtexText).join(', ')).join(' and ')],
    ['journal', bibtexText(paper.venue)],
    ['year', year ?? ''],
    ['month', String(Number(month))],
    ['doi', paper.doi],
    ['url', absoluteUrl(page.path)],
    ['abstract', bibtexText(paper.abstract)],
  ];
  return `@article{${key},\n${fields.map(([name, value]) => `  ${name} = {${value}}`).join(',\n')}\n}\n`;
}

/** An RIS record (journal article), CRLF line endings as the format asks. */
export function ris(page: PaperPage): string {
  const { paper } = page;
  const lines: [string, string][] = [
    ['TY', 'JOUR'],
    ['TI', page.heading],
    ...paper.authors.map((author): [string, string] => ['AU', nameParts(author).join(', ')]),
    ['JO', paper.venue],
    ['PY', paper.published.slice(0, 4)],
    ['DA', paper.published.replaceAll('-', '/')],
    ['DO', paper.doi],
    ['UR', absoluteUrl(page.path)],
    ['AB', paper.abstract],
    ['ER', ''],
  ];
  return lines.map(([tag, value]) => `${tag}  - ${value}`).join('\r\n') + '\r\n';
}

/** The Highwire Press tags (`<meta name="citation_…">`) that scholarly indexes read from a paper's page. */
export function citationMeta(page: PaperPage): Record<string, string | string[]> {
  const { paper } = page;
  return {
    citation_title: page.heading,
    citation_author: paper.authors,
    citation_publication_date: paper.published.replaceAll('-', '/'),
    citation_journal_title: paper.venue,
    citation_doi: paper.doi,
    citation_abstract_html_url: absoluteUrl(page.path),
  };
}
