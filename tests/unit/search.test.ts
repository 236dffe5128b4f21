/** @jest-environment node */
import { siteEntries } from '@/lib/content/site-index';
import { isNoindexPath } from '@/lib/routes';
import { searchDocuments } from '@/lib/search/documents';
import { search, searchWithTotal } from '@/lib/search/engine';
import { GOLDEN_QUERIES, runGolden } from '@/lib/search/golden';
import { highlightParts } from '@/lib/search/highlight';
import { groupResults } from '@/lib/search/results';
import { searchSite } from '@/lib/search/service';
import { isSearchShortcut } from '@/lib/search/shortcut';
import { crossLanguageExpansions, synonymExpansions } from '@/lib/search/synonyms';
import type { Locale } from '@/lib/i18n/locales';

describe('search index', () => {
  const publicEntries = siteEntries().filter((entry) => !isNoindexPath(entry.path));

  it('holds every public page of the site, and no noindex page', () => {
    const urls = new Set(searchDocuments().map((doc) => doc.url));
    expect(publicEntries.filter((entry) => !urls.has(entry.path))).toEqual([]);
    expect([...urls].filter((url) => isNoindexPath(url.split('#')[0] ?? url))).toEqual([]);
  });

  /** The page's own <title> (archive pages name their term in the sitemap, "Articles in …" in the page). */
  const titleOf = (entry: { path: string; title: string }) =>
    entry.path.startsWith('/category/') ? `Articles in ${entry.title}` : entry.path.startsWith('/tag/') ? `Articles tagged ${entry.title.replace(/^#/, '')}` : entry.title;

  // A table row or fact that ended in a full stop got another: "…written in full.." in a snippet.
  it('ends no sentence of a snippet with a doubled full stop', () => {
    const doubled = searchDocuments().filter((doc) => /[^.]\.\.(?!\.)/.test(doc.body)).map((doc) => doc.id);
    expect(doubled).toEqual([]);
  });

  // "pulsar" gave the post a link's blurb ("Pulsar navigation simulator: Choose pulsars…"): two
  // words of one term outscored the post's own opening, and the heading alone repeats the title.
  it('takes a snippet from the page\'s own words: a term counts once, and a sentence that only repeats the title is passed over', () => {
    const [post] = search('pulsar', 1);
    expect(post?.url).toBe('/blog/pulsar-navigation-explained');
    expect(post?.snippet).toMatch(/^How PX10K uses optical pulsars/);
  });

  it('finds every public page by its title, in the top three', () => {
    const missed = publicEntries
      .filter((entry) => !search(titleOf(entry), 3).some((hit) => hit.url === entry.path))
      .map((entry) => `${entry.title} -> ${entry.path}`);
    expect(missed).toEqual([]);
  });

  it('answers the golden queries with an expected page in the top three at least 90% of the time', () => {
    const { top3, results } = runGolden(search);
    const misses = results.filter((result) => result.rank === null || result.rank > 3).map((result) => `${result.query}: ${result.top.map((hit) => hit.url).join(', ')}`);
    expect(GOLDEN_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect({ top3: top3 >= 0.9, misses }).toEqual({ top3: true, misses: expect.any(Array) });
  });

  it('writes the golden set as visitors type: typos, synonyms and questions', () => {
    const kinds = new Set(GOLDEN_QUERIES.map((query) => query.kind));
    for (const kind of ['typo', 'synonym', 'question', 'language'] as const) expect(kinds).toContain(kind);
  });

  it('treats the synonym pairs as the same word', () => {
    const top = (query: string) => search(query, 3).map((hit) => hit.url);
    expect(top('gene editing')).toContain('/research/crispr-technologies');
    expect(top('jobs')).toContain('/careers');
    expect(top('uptime')).toContain('/sla');
    expect(top('QPU')).toEqual(expect.arrayContaining([expect.stringMatching(/orion-9|quantum/)]));
    expect(synonymExpansions('qubit count')).toContain('qpu');
    expect(synonymExpansions('CRISPR')).toContain('gene editing');
    expect(synonymExpansions('careers')).toContain('jobs');
    expect(synonymExpansions('SLA')).toContain('uptime');
  });

  it('finds the English pages for a query in the visitor\'s language', () => {
    const top = (query: string, locale: Locale) => search(query, 5, locale).map((hit) => hit.url);
    // Page texts are English; the interface is in 14 languages, and so are visitors' queries.
    expect(top('量子', 'ja')).toEqual(expect.arrayContaining([expect.stringMatching(/quantum/)]));
    // "Quantum computer" in Japanese and Korean ranks the pages as the English words do.
    expect(top('量子コンピュータ', 'ja')).toEqual(top('quantum computing', 'en'));
    expect(top('양자 컴퓨터', 'ko')).toEqual(top('quantum computing', 'en'));
    expect(top('量子计算', 'zh')).toEqual(top('quantum computing', 'en'));
    expect(top('क्वांटम', 'hi')).toEqual(expect.arrayContaining([expect.stringMatching(/quantum/)]));
    expect(top('الحوسبة الكمومية', 'ar')).toEqual(expect.arrayContaining([expect.stringMatching(/quantum/)]));
    expect(top('Verschlüsselung', 'de')).toEqual(expect.arrayContaining([expect.stringMatching(/encryption|security|quantum-safe|post-quantum/)]));
    // The interface's own labels, as the visitor sees them in the menu and the footer, find their pages.
    for (const [label, locale, page] of [
      ['ブログ', 'ja', '/blog'],
      ['製品', 'ja', '/products'],
      ['Блог', 'ru', '/blog'],
      ['Продукты', 'ru', '/products'],
      ['المدونة', 'ar', '/blog'],
      ['ब्लॉग', 'hi', '/blog'],
      ['产品', 'zh', '/products'],
      ['제품', 'ko', '/products'],
      ['Leistungen', 'de', '/services'],
      ['Ürünler', 'tr', '/products'],
    ] as const) {
      expect({ label, top: top(label, locale) }).toEqual({ label, top: expect.arrayContaining([page]) });
    }
    expect(top('求人', 'ja')).toContain('/careers');
    expect(top('вакансии', 'ru')).toContain('/careers');
    expect(crossLanguageExpansions('Quantencomputer', 'de')).toEqual(['quantum', 'computing']);
    expect(crossLanguageExpansions('energia solare', 'it')).toEqual(['energy']);
    // Without accents, in capitals, with Turkish dotted and dotless i, with a curly apostrophe.
    expect(crossLanguageExpansions('ENERGIA', 'pt')).toEqual(['energy']);
    expect(crossLanguageExpansions('İletişim', 'tr')).toEqual(['contact']);
    expect(crossLanguageExpansions('ARAŞTIRMA', 'tr')).toEqual(['research']);
    expect(crossLanguageExpansions('yatirimci', 'tr')).toEqual(['investors']);
    expect(crossLanguageExpansions('correction d’erreurs', 'fr')).toEqual(['error correction']);
    // Arabic with or without the article, or "and".
    expect(crossLanguageExpansions('ذكاء اصطناعي', 'ar')).toEqual(['artificial intelligence']);
    expect(crossLanguageExpansions('والطاقة', 'ar')).toEqual(['energy']);
    // A whole word where it must be: KI is German for AI, "Kinase" is not.
    expect(crossLanguageExpansions('KI in der Biologie', 'de')).toContain('artificial intelligence');
    // The phrase's own synonyms come with it.
    expect(synonymExpansions('暗号', 'ja')).toEqual(expect.arrayContaining(['encryption', 'cryptography']));
  });

  it('adds nothing for ordinary words that only look like a subject, nor in English', () => {
    const none: [string, Locale][] = [
      ['diffusion', 'en'], ['precious', 'en'], ['democracy', 'en'], ['geospatial', 'en'], ['lilac', 'en'], ['quantum error correction', 'en'],
      ['Kinase', 'de'], ['Nobelpreis', 'de'], ['difusión', 'es'], ['équipement', 'fr'], ['ekipman', 'tr'], ['öyle ki', 'tr'],
      ['сцена', 'ru'], ['белка', 'ru'], ['демократия', 'ru'], ['بطاقة', 'ar'], ['الكمبيوتر المحمول', 'ar'], ['バイオリン', 'ja'], ['바이올린', 'ko'], ['양장', 'ko'], ['데몬', 'ko'],
    ];
    for (const [query, locale] of none) {
      const unrelated = crossLanguageExpansions(query, locale).filter((phrase) => !(locale === 'ar' && query.includes('الكمبيوتر') && phrase === 'computing'));
      expect({ query, unrelated }).toEqual({ query, unrelated: [] });
    }
    // Only the visitor's language is read: German words in a Spanish search add nothing.
    expect(crossLanguageExpansions('Quantencomputer', 'es')).toEqual([]);
  });

  it('matches prefixes and typos', () => {
    expect(search('dna seq', 3).map((hit) => hit.url)).toContain('/research/dna-sequencing');
    expect(search('quantm computing', 3).map((hit) => hit.url)).toEqual(expect.arrayContaining([expect.stringMatching(/quantum/)]));
  });

  // "quantum" led with a job posting, whose short entry has the word in its title.
  it('puts the subject\'s pages above a job posting for a subject, and still finds the posting for its role', () => {
    for (const query of ['quantum', 'quantom']) expect(search(query, 1)[0]?.url).toBe('/technology/quantum-computing');
    expect(search('research scientist', 1)[0]?.url).toBe('/careers#qec-research-scientist-zurich');
    expect(search('power systems engineer', 1)[0]?.url).toBe('/careers#power-systems-controls-engineer-helios-reykjavik');
  });

  it('puts a product\'s pages above its brand guide for its name, and still finds the guide for the brand', () => {
    for (const query of ['lucy', 'genovax']) expect(search(query, 1)[0]?.url).not.toMatch(/^\/brand\//);
    expect(search('lucy', 3).map((hit) => hit.url)).toContain('/products/biotech');
    expect(search('lucy brand', 3).map((hit) => hit.url)).toContain('/brand/lucy-ai');
    expect(search('brand guidelines', 1)[0]?.url).toMatch(/^\/brand\//);
  });

  it('counts every matching page, not only the ones it returns', () => {
    const { hits, total } = searchWithTotal('quantum', 30);
    expect(hits).toHaveLength(30);
    expect(total).toBeGreaterThan(30);
    expect(searchWithTotal('quantum', 5).total).toBe(total);
  });

  it('gives nothing for an empty query and survives odd input', () => {
    expect(search('   ')).toEqual([]);
    expect(() => search('(*)"[]{}\\ ^$')).not.toThrow();
    expect(() => search('a'.repeat(5000))).not.toThrow();
  });

  it('answers a typical query well under 50 ms once the index is built', () => {
    search('warm up');
    // The median of 21 runs: a busy machine's occasional pause should not fail the test.
    const times = Array.from({ length: 21 }, () => {
      const start = performance.now();
      search('quantum error correction');
      return performance.now() - start;
    }).sort((a, b) => a - b);
    expect(times[10]).toBeLessThan(50);
  });
});

describe('search helpers', () => {
  it('marks words that start with a matched term', () => {
    expect(highlightParts('Orion-9 qubits and a qubit', ['qubit'])).toEqual([
      { text: 'Orion-9 ', mark: false },
      { text: 'qubits', mark: true },
      { text: ' and a ', mark: false },
      { text: 'qubit', mark: true },
    ]);
    expect(highlightParts('no match', ['zzz'])).toEqual([{ text: 'no match', mark: false }]);
    // Only at a word's start: not inside "multiqubit".
    expect(highlightParts('multiqubit and qubit', ['qubit'])).toEqual([
      { text: 'multiqubit and ', mark: false },
      { text: 'qubit', mark: true },
    ]);
    // A one-letter term marks nothing; a term is text, not a pattern.
    expect(highlightParts('a qubit', ['a', 'qubit'])).toEqual([
      { text: 'a ', mark: false },
      { text: 'qubit', mark: true },
    ]);
    expect(highlightParts('C++ and c++17', ['c++'])).toEqual([
      { text: 'C++', mark: true },
      { text: ' and ', mark: false },
      { text: 'c++17', mark: true },
    ]);
  });

  it('groups consecutive results of a section, never putting a weaker result before a better one', () => {
    const item = (id: string, section: 'blog' | 'products') => ({ id, href: id, section, title: id, snippet: '', terms: [] });
    const groups = groupResults([item('a', 'blog'), item('b', 'blog'), item('c', 'products'), item('d', 'blog')]);
    expect(groups.map((group) => [group.section, group.items.map((entry) => entry.id)])).toEqual([
      ['blog', ['a', 'b']],
      ['products', ['c']],
      ['blog', ['d']],
    ]);
  });

  it('shows the best results of a query first, whatever their section ("Chief Security Officer")', () => {
    const response = searchSite('Chief Security Officer', 'en');
    const shown = response.groups.flatMap((group) => group.items.map((entry) => entry.href));
    expect(shown.slice(0, 3)).toContain('/team/priya-raman');
  });

  it('opens on / outside text fields and on Ctrl or Cmd+K anywhere', () => {
    const event = (key: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; target: EventTarget | null }> = {}) => ({ key, ctrlKey: false, metaKey: false, altKey: false, target: null, ...extra });
    const input = { tagName: 'INPUT' } as unknown as EventTarget;
    expect(isSearchShortcut(event('/'))).toBe(true);
    expect(isSearchShortcut(event('/', { target: input }))).toBe(false);
    expect(isSearchShortcut(event('k', { ctrlKey: true, target: input }))).toBe(true);
    expect(isSearchShortcut(event('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(event('k'))).toBe(false);
  });
});
