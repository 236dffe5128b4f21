/**
 * The site search: a MiniSearch index over `searchDocuments()`, built lazily once per server
 * process (about 0.3 s, see docs/search.md) and kept in memory. Prefix and fuzzy matching, field
 * boosts and the synonym groups of `./synonyms` decide the ranking.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { searchDocuments, type SearchDocument, type SearchSection } from './documents';
import type { Locale } from '../i18n/locales';
import { synonymExpansions } from './synonyms';

/** Words that carry no meaning for search ("who is the CEO?" searches for "ceo"). */
const STOP_WORDS = new Set(
  'a an and are as at be by can could did do does for from has have how i in is it its me my of on or our tell the their them there this to us was we what when where which who whom why will with you your tessellon tessellon\'s much many please about'.split(' '),
);

export type SearchHit = {
  id: string;
  url: string;
  section: SearchSection;
  title: string;
  description: string;
  /** The passage around the best match, for the result list and the assistant. */
  snippet: string;
  score: number;
  /** Index terms that matched, for highlighting. */
  terms: string[];
};

type Stored = Pick<SearchDocument, 'url' | 'section' | 'title' | 'description'>;

const FIELDS = ['title', 'keywords', 'description', 'headings', 'body'] as const;
const BOOST = { title: 8, keywords: 3, description: 2.5, headings: 1.5, body: 1 };
const SYNONYM_WEIGHT = 0.3;
/**
 * A job posting is a short entry with its field in the title ("Research Scientist, Quantum Error
 * Correction"), which put it above the quantum computing pages for "quantum". It counts a little
 * less: a search for the role still finds it first.
 */
const JOB_POSTING_WEIGHT = 0.8;
/**
 * A brand page says how to write a product's name ("Write: Lucy AI; Do not write: LucyAI"), so it
 * names the product in every line and came first for "lucy", above the product. It counts half:
 * a search for the name and "brand" or "logo" still finds it.
 */
const BRAND_GUIDE_WEIGHT = 0.5;
const documentWeight = (id: string, _term: string, stored?: Record<string, unknown>) =>
  stored?.section === 'careers' && id.includes('#') ? JOB_POSTING_WEIGHT : id.startsWith('/brand/') ? BRAND_GUIDE_WEIGHT : 1;

let index: MiniSearch<SearchDocument> | undefined;
let byId: Map<string, SearchDocument> | undefined;

const processTerm = (term: string) => {
  const lower = term.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  return lower.length > 1 || /\d/.test(lower) ? lower : null;
};

export function searchIndex(): MiniSearch<SearchDocument> {
  if (index) return index;
  const docs = searchDocuments();
  const built = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    storeFields: ['url', 'section', 'title', 'description'],
    processTerm,
    searchOptions: {
      boost: BOOST,
      boostDocument: documentWeight,
      maxFuzzy: 2,
      processTerm: (term) => {
        const processed = processTerm(term);
        return processed && !STOP_WORDS.has(processed) ? processed : null;
      },
    },
  });
  built.addAll(docs);
  byId = new Map(docs.map((doc) => [doc.id, doc]));
  index = built;
  return built;
}

// One typo in a word up to 7 letters, two from 8 ("consult" must not reach "consent").
const fuzzy = (term: string) => (term.length >= 8 ? 0.25 : term.length >= 4 ? 1 : false);
const prefix = (term: string) => term.length >= 3;

/**
 * The query as MiniSearch runs it: every word (OR), plus each synonym phrase as a whole (AND),
 * and the English phrases its words name in the visitor's language.
 */
export function buildQuery(query: string, locale?: Locale): Query {
  // A word the visitor is still typing (a prefix) says more than a near miss (a typo).
  const queries: Query[] = [{ queries: [query], combineWith: 'OR', prefix, fuzzy, weights: { prefix: 0.5, fuzzy: 0.3 } }];
  // A synonym counts, but less than the visitor's own words.
  const half = Object.fromEntries(Object.entries(BOOST).map(([field, value]) => [field, value * SYNONYM_WEIGHT]));
  for (const phrase of synonymExpansions(query, locale)) queries.push({ queries: [phrase], combineWith: 'AND', prefix, fuzzy: false, boost: half });
  return { queries, combineWith: 'OR' };
}

const sentenceCache = new Map<string, string[]>();

/** Sentences of a document, for snippets and extractive answers (split once, then kept). */
export function sentencesOf(doc: SearchDocument): string[] {
  const cached = sentenceCache.get(doc.id);
  if (cached) return cached;
  const sentences = [doc.description, doc.body]
    .join('\n')
    .split(/\n+|(?<!\b(?:Dr|Mr|Ms|Mrs|St|Inc|Ltd|vs|No|e\.g|i\.e))(?<=[.!?])\s+(?=[A-Z0-9"“(])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 12);
  sentenceCache.set(doc.id, sentences);
  return sentences;
}

const matchesTerm = (word: string, terms: readonly string[]) => terms.some((term) => word.startsWith(term) || (term.length > 4 && term.startsWith(word) && word.length > 3));

export function wordsOf(text: string): string[] {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const wordCache = new Map<string, string[][]>();

/** The words of each sentence of a document, split once. */
function sentenceWords(doc: SearchDocument): string[][] {
  let words = wordCache.get(doc.id);
  if (!words) {
    words = sentencesOf(doc).map(wordsOf);
    wordCache.set(doc.id, words);
  }
  return words;
}

/** A sentence that only repeats the start of the result's title, given in lower case (the page's heading, "Pulsar navigation explained."). */
const repeatsTitle = (sentence: string, lowerTitle: string) => lowerTitle.startsWith(sentence.replace(/[.!?…]$/, '').toLowerCase());

/**
 * The sentence that matches the most of the query's terms, the first of equals: a term matched by
 * two words ("pulsar", "pulsars") counts once, or a link's blurb on the post ("Pulsar navigation
 * simulator: Choose pulsars…") outranked the post's own opening.
 */
function snippetFor(doc: SearchDocument, terms: readonly string[]): string {
  const sentences = sentencesOf(doc);
  const words = sentenceWords(doc);
  let best = doc.description;
  let bestScore = 0;
  const title = doc.title.toLowerCase();
  sentences.forEach((sentence, index) => {
    const own = words[index] ?? [];
    const score = terms.filter((term) => own.some((word) => matchesTerm(word, [term]))).length;
    // The title test only for a sentence that would win: once per query, not once per sentence.
    if (score > bestScore && !repeatsTitle(sentence, title)) {
      best = sentence;
      bestScore = score;
    }
  });
  return best.length > 260 ? `${best.slice(0, 257).replace(/\s+\S*$/, '')}…` : best;
}

export function documentById(id: string): SearchDocument | undefined {
  searchIndex();
  return byId?.get(id);
}

/** Searches the site; an empty or meaningless query gives no hits. */
export function search(query: string, limit = 20, locale?: Locale): SearchHit[] {
  return searchWithTotal(query, limit, locale).hits;
}

/** The best `limit` hits, and how many pages match in all. */
export function searchWithTotal(query: string, limit: number, locale?: Locale): { hits: SearchHit[]; total: number } {
  const trimmed = query.trim().slice(0, 200);
  if (!trimmed) return { hits: [], total: 0 };
  const results: SearchResult[] = searchIndex().search(buildQuery(trimmed, locale));
  const hits = results.slice(0, limit).flatMap((result) => {
    const doc = byId?.get(String(result.id));
    if (!doc) return [];
    const stored: Stored = doc;
    return [{ id: doc.id, ...stored, score: Math.round(result.score * 100) / 100, terms: result.terms, snippet: snippetFor(doc, result.terms) }];
  });
  return { hits, total: results.length };
}
