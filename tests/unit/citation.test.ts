/** @jest-environment node */
import { pages } from '@/lib/content';
import type { Page } from '@/lib/content/types';
import { bibtex, citationMeta, citationPath, isPaperPage, ris, type PaperPage } from '@/lib/seo/citation';
import { GET, generateStaticParams } from '@/app/citations/[file]/route';

const paper: PaperPage = {
  ...(pages.find(isPaperPage) as Page),
  path: '/publications/example-paper',
  heading: 'Costs of R&D: 50% of {budget} in C#_sharp',
  paper: {
    authors: ['Wen-Li Chua', 'Ada Lovelace'],
    venue: 'Journal of Examples',
    published: '2024-05-16',
    doi: '10.55555/tessellon.2024.011',
    abstract: 'One sentence.',
  },
};

describe('a paper\'s citation', () => {
  it('as BibTeX: an article keyed by first author, year and slug, family names first, with the text escaped', () => {
    const entry = bibtex(paper);
    expect(entry.startsWith('@article{chua2024examplepaper,\n')).toBe(true);
    expect(entry).toContain('  title = {{Costs of R\\&D: 50\\% of budget in C\\#\\_sharp}},');
    expect(entry).toContain('  author = {Chua, Wen-Li and Lovelace, Ada},');
    expect(entry).toContain('  journal = {Journal of Examples},');
    expect(entry).toContain('  year = {2024},');
    expect(entry).toContain('  month = {5},');
    expect(entry).toContain('  doi = {10.55555/tessellon.2024.011},');
    expect(entry).toMatch(/ {2}url = \{https?:\/\/[^}]+\/publications\/example-paper\},/);
    expect(entry.trimEnd().endsWith('}')).toBe(true);
    // Balanced braces: the escaping never leaves one open.
    expect([...entry].filter((c) => c === '{').length).toBe([...entry].filter((c) => c === '}').length);
  });

  it('as RIS: a journal article, one AU line per author, CRLF line endings, ending with ER', () => {
    const lines = ris(paper).split('\r\n');
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines.filter((line) => line.startsWith('AU  - '))).toEqual(['AU  - Chua, Wen-Li', 'AU  - Lovelace, Ada']);
    expect(lines).toContain('PY  - 2024');
    expect(lines).toContain('DA  - 2024/05/16');
    expect(lines).toContain('DO  - 10.55555/tessellon.2024.011');
    expect(lines.at(-2)).toBe('ER  - ');
    expect(lines.at(-1)).toBe('');
    expect(ris(paper)).not.toMatch(/[^\r]\n/);
  });

  it('as Highwire Press meta tags, one citation_author per author', () => {
    expect(citationMeta(paper)).toMatchObject({
      citation_title: paper.heading,
      citation_author: ['Wen-Li Chua', 'Ada Lovelace'],
      citation_publication_date: '2024/05/16',
      citation_journal_title: 'Journal of Examples',
      citation_doi: '10.55555/tessellon.2024.011',
    });
  });

  it('is written at build for every paper of the site, in both formats', () => {
    const papers = pages.filter(isPaperPage);
    expect(papers.length).toBeGreaterThanOrEqual(5);
    expect(generateStaticParams().map(({ file }) => `/citations/${file}`).sort()).toEqual(papers.flatMap((page) => [citationPath(page, 'bib'), citationPath(page, 'ris')]).sort());
  });

  it('is served with its format\'s type as a download, and an unknown file is a 404', async () => {
    const [first] = pages.filter(isPaperPage);
    const file = citationPath(first!, 'ris').split('/').pop()!;
    const response = await GET(new Request(`http://localhost/citations/${file}`), { params: Promise.resolve({ file }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-research-info-systems; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
    expect(await response.text()).toContain(`DO  - ${first!.paper.doi}`);
    for (const unknown of ['no-such-paper.bib', `${file.replace(/\.ris$/, '')}.txt`]) {
      expect((await GET(new Request(`http://localhost/citations/${unknown}`), { params: Promise.resolve({ file: unknown }) })).status).toBe(404);
    }
  });
});
