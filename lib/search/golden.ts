/**
 * The golden queries of the site search, written as visitors type them: misspellings, synonyms,
 * partial words and whole questions. A query passes when one of its expected pages is in the top
 * three. /admin/search-qa runs this set against the live index; a unit test fails below 90%.
 * A query in another language is run as a visitor of that language types it (`locale`).
 */
import type { Locale } from '../i18n/locales';

export type GoldenQuery = { query: string; expect: string[]; kind: 'name' | 'typo' | 'synonym' | 'question' | 'topic' | 'prefix' | 'language'; locale?: Locale };

export const GOLDEN_QUERIES: readonly GoldenQuery[] = [
  { query: 'orion 9', expect: ['/products/quantum', '/newsroom/orion-9-general-availability', '/demos/orion-9-qpu'], kind: 'name' },
  { query: 'orin-9 qpu', expect: ['/products/quantum', '/newsroom/orion-9-general-availability', '/demos/orion-9-qpu'], kind: 'typo' },
  { query: 'qubits', expect: ['/products/quantum', '/technology/quantum-computing', '/newsroom/orion-9-general-availability', '/hubs/quantum'], kind: 'topic' },
  { query: 'QPU', expect: ['/products/quantum', '/newsroom/orion-9-general-availability', '/demos/orion-9-qpu'], kind: 'synonym' },
  { query: 'gene editing', expect: ['/research/crispr-technologies'], kind: 'synonym' },
  { query: 'crispr', expect: ['/research/crispr-technologies'], kind: 'name' },
  { query: 'jobs', expect: ['/careers'], kind: 'synonym' },
  { query: 'open positions', expect: ['/careers'], kind: 'synonym' },
  { query: 'uptime', expect: ['/sla', '/status'], kind: 'synonym' },
  { query: 'SLA', expect: ['/sla'], kind: 'name' },
  { query: 'hera os', expect: ['/products/space', '/brand/hera-os', '/press/hera-os', '/demos/heraos'], kind: 'synonym' },
  { query: 'heraos', expect: ['/products/space', '/brand/hera-os', '/press/hera-os', '/demos/heraos'], kind: 'name' },
  { query: 'genova x', expect: ['/demos/genovax', '/products/biotech', '/hubs/biotechnology', '/brand/genovax'], kind: 'synonym' },
  { query: 'genovax', expect: ['/demos/genovax', '/products/biotech', '/hubs/biotechnology', '/brand/genovax'], kind: 'name' },
  { query: 'lucy ai', expect: ['/products/biotech', '/hubs/ai', '/products/ai-drug-discovery', '/brand/lucy-ai'], kind: 'name' },
  { query: 'lucy', expect: ['/products/biotech', '/hubs/ai', '/products/ai-drug-discovery', '/brand/lucy-ai'], kind: 'name' },
  { query: 'px10k', expect: ['/hubs/space/px10k', '/products/space'], kind: 'name' },
  { query: 'pulsar navigation', expect: ['/technology/space-navigation', '/hubs/space/px10k', '/blog/pulsar-navigation-explained', '/products/space'], kind: 'topic' },
  { query: 'echonet', expect: ['/technology/secure-communications', '/products/military', '/newsroom/echonet-fips-validation'], kind: 'name' },
  { query: 'post quantum encryption', expect: ['/technology/secure-communications', '/newsroom/echonet-fips-validation'], kind: 'topic' },
  { query: 'ml-kem', expect: ['/technology/secure-communications', '/newsroom/echonet-fips-validation', '/glossary#ml-kem', '/topics/post-quantum-security'], kind: 'name' },
  { query: 'surface code', expect: ['/glossary#surface-code', '/research/quantum-error-correction', '/blog/logical-qubits-below-threshold'], kind: 'topic' },
  { query: 'eror correction', expect: ['/research/quantum-error-correction', '/glossary#quantum-error-correction', '/hubs/quantum'], kind: 'typo' },
  { query: 'helios autonomy', expect: ['/products/green-energy', '/hubs/sustainable'], kind: 'name' },
  { query: 'renewable energy', expect: ['/products/green-energy', '/hubs/sustainable'], kind: 'synonym' },
  { query: 'mara okafor', expect: ['/team/mara-okafor', '/mara-okafor'], kind: 'name' },
  { query: 'who is the ceo', expect: ['/team/mara-okafor', '/mara-okafor', '/ai-message'], kind: 'question' },
  { query: 'chief security officer', expect: ['/team/priya-raman'], kind: 'name' },
  { query: 'celine moreau', expect: ['/team/celine-moreau'], kind: 'name' },
  { query: 'privacy policy', expect: ['/privacy'], kind: 'name' },
  { query: 'cookies', expect: ['/cookies'], kind: 'name' },
  { query: 'contact', expect: ['/contact'], kind: 'name' },
  { query: 'press kit', expect: ['/media-kit', '/press-center', '/newsroom'], kind: 'synonym' },
  { query: 'investors', expect: ['/investors'], kind: 'name' },
  { query: 'how much funding has tessellon raised', expect: ['/investors'], kind: 'question' },
  { query: 'mars navigation', expect: ['/research/mars-exploration', '/publications/mars-navigation-systems', '/products/space'], kind: 'topic' },
  { query: 'fusion', expect: ['/research/fusion-energy'], kind: 'prefix' },
  { query: 'dna seq', expect: ['/research/dna-sequencing'], kind: 'prefix' },
  { query: 'glossary', expect: ['/glossary', '/glossary-index', '/glossary-hub'], kind: 'name' },
  { query: 'where is the headquarters', expect: ['/company', '/contact', '/facilities'], kind: 'question' },
  { query: 'internship', expect: ['/careers', '/education'], kind: 'topic' },
  { query: 'quantm computing', expect: ['/technology/quantum-computing', '/hubs/quantum', '/quantum-computing-guide'], kind: 'typo' },
  { query: 'clinical trial', expect: ['/demos/genovax', '/products/biotech', '/newsroom/genovax-gx101-phase-2'], kind: 'topic' },
  { query: 'athena clinical', expect: ['/products/biotech'], kind: 'name' },
  { query: 'status page', expect: ['/status'], kind: 'name' },
  { query: '量子コンピュータ', locale: 'ja', expect: ['/technology/quantum-computing', '/quantum-computing-guide', '/topics/quantum-computing'], kind: 'language' },
  { query: 'Verschlüsselung', locale: 'de', expect: ['/technology/secure-communications', '/topics/post-quantum-security'], kind: 'language' },
  { query: '채용', locale: 'ko', expect: ['/careers'], kind: 'language' },
  { query: 'empleo', locale: 'es', expect: ['/careers'], kind: 'language' },
  { query: 'prix', locale: 'fr', expect: ['/pricing'], kind: 'language' },
  { query: '核融合', locale: 'ja', expect: ['/research/fusion-energy'], kind: 'language' },
];

export type GoldenResult = GoldenQuery & { rank: number | null; top: { url: string; title: string; score: number }[] };

/** Runs the golden set with a search function; rank is 1-based, null when not in the top ten. */
export function runGolden(search: (query: string, limit: number, locale?: Locale) => { url: string; title: string; score: number }[]): { results: GoldenResult[]; top3: number; top1: number } {
  const results = GOLDEN_QUERIES.map((golden) => {
    const hits = search(golden.query, 10, golden.locale);
    const index = hits.findIndex((hit) => golden.expect.includes(hit.url));
    return { ...golden, rank: index >= 0 ? index + 1 : null, top: hits.slice(0, 3).map(({ url, title, score }) => ({ url, title, score })) };
  });
  const share = (limit: number) => results.filter((result) => result.rank !== null && result.rank <= limit).length / results.length;
  return { results, top3: share(3), top1: share(1) };
}
