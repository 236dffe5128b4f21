/**
 * Synonym groups of the search, as data: a query that contains any phrase of a group also looks
 * for the others. Phrases are lower case; multi-word phrases match whole words in order.
 * Editors add entries here when the golden set (lib/search/golden.ts) shows a vocabulary gap.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['qubit', 'qubits', 'qpu', 'quantum processor', 'quantum processing unit'],
  ['crispr', 'gene editing', 'genome editing'],
  ['jobs', 'job', 'careers', 'career', 'vacancies', 'hiring', 'work for', 'open positions'],
  ['uptime', 'sla', 'availability', 'service level'],
  ['hera os', 'heraos'],
  ['genova x', 'genovax'],
  ['orion 9', 'orion9', 'orion-9'],
  ['px10k', 'px 10k', 'pulsar navigation', 'pulsar timing'],
  ['post-quantum', 'post quantum', 'pqc', 'ml-kem', 'quantum-safe'],
  ['encryption', 'cryptography', 'secure communications'],
  ['ceo', 'chief executive', 'founder'],
  ['cto', 'chief technology officer'],
  ['cfo', 'chief financial officer'],
  ['ciso', 'chief security officer', 'cso'],
  ['headquarters', 'hq', 'head office'],
  ['offices', 'sites', 'locations'],
  ['leads', 'lead', 'head', 'led by'],
  ['employees', 'staff', 'people', 'headcount', 'employ'],
  ['press', 'media', 'newsroom', 'journalists'],
  ['price', 'pricing', 'cost', 'quote'],
  ['green energy', 'renewable', 'clean energy', 'sustainable'],
  ['error correction', 'surface code', 'qec'],
  ['drug discovery', 'drug design'],
  ['gps', 'gnss'],
  ['contact', 'get in touch', 'email', 'phone'],
  ['privacy', 'gdpr', 'personal data'],
  ['investors', 'investor relations', 'funding', 'series d'],
  ['ai', 'artificial intelligence', 'machine learning'],
];

const normalize = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}+-]+/gu, ' ').trim()} `;

/** The phrases a query gains from the synonym groups (not those it already contains). */
export function synonymExpansions(query: string): string[] {
  const haystack = normalize(query);
  const extra = new Set<string>();
  for (const group of SYNONYM_GROUPS) {
    if (group.some((phrase) => haystack.includes(normalize(phrase)))) {
      for (const phrase of group) if (!haystack.includes(normalize(phrase))) extra.add(phrase);
    }
  }
  return [...extra];
}
