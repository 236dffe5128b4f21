/**
 * The assistant's retrieval and its offline answer. Retrieval runs the question through the site
 * search; the offline answer picks the sentence(s) of the retrieved pages that best answer it,
 * by overlap with the question's words and by the kind of fact the question asks for (who: a
 * person; how many: a number; where: a place; when: a date), and cites the pages it used.
 */
import { documentById, search, searchIndex, sentencesOf, wordsOf } from '../search/engine';
import { escapeRegExp } from '../regexp';
import { crossLanguageExpansions, synonymExpansions } from '../search/synonyms';
import { team } from '../content';
import { taskAnswer } from './tasks';
import type { Locale } from '../i18n/locales';

/** People the site names, from the team. */
const PEOPLE = team.map((member) => member.name.replace(/^Dr\.\s*/, ''));

export type Passage = { url: string; title: string; text: string };
export type Source = { url: string; title: string };
export type OfflineAnswer = { answer: string; sources: Source[] } | { answer: null; sources: [] };

export type QuestionKind = 'who' | 'count' | 'where' | 'when' | 'what';

export function questionKind(question: string): QuestionKind {
  const q = question.toLowerCase();
  if (/\bhow (many|much|big|large|fast|long|accurate)\b|\bwhat (is|are) the (number|size|price|cost|accuracy|fidelity|latency)\b|\bnumber of\b/.test(q)) return 'count';
  if (/\bwho\b|\bwhose\b/.test(q)) return 'who';
  if (/\bwhere\b|\bwhich (city|country|site|office)\b|\blocated\b|\bbased\b/.test(q)) return 'where';
  if (/\bwhen\b|\bwhat year\b|\bwhich year\b|\bsince when\b/.test(q)) return 'when';
  return 'what';
}

const STOP = new Set('a an and are as at be by can could did do does for from has have how i in is it its me my of on or our tell the their them there this to us was we what when where which who whom why will with you your tessellon much many please about any'.split(' '));

const NUMBER = /\d/;
/** Weights: a title word missing from the sentence; a labelled figure ("Qubits: 256"); each rank down. */
const CONTEXT_WEIGHT = 0.5;
const LABEL_BONUS = 0.5;
const RANK_PENALTY = 0.01;
const DEFINITION_BONUS = 0.5;
const ANAPHORA_PENALTY = 0.4;
const ANAPHORIC_START = /^(?:(?:Under|In|With|From|For|On|Of|By|After|Before|Besides|Like) (?:it|this|that|them|these|those)\b|(?:It|Its|This|That|These|Those|They|Their|Them|He|She|His|Her|Here|Such)\b)/;
const PLACE = /\b(Cambridge|Boston|Kendall Square|Zurich|Toulouse|Singapore|Reykjavik|Massachusetts|Switzerland|France|Iceland|United States|European Union)\b/;
const DATE = /\b(19|20)\d{2}\b/;
const ROLE = /\b(chief|head|founder|co-founder|director|officer|lead|editor|CEO|CTO|CFO)\b/i;

export type Terms = { words: string[]; synonyms: string[]; counted?: string; named?: string };

/** The content words of a question, and the words its synonyms add. */
export function questionTerms(question: string): Terms {
  // A lone letter is no word: "what's" splits into "what" and "s", which "bank's" would match.
  const words = [...new Set(wordsOf(question).filter((word) => !STOP.has(word) && !/^\p{L}$/u.test(word)))];
  const synonyms = [...new Set(synonymExpansions(question).flatMap((phrase) => wordsOf(phrase)))].filter((word) => !words.includes(word) && !STOP.has(word));
  const counted = /\bhow (?:many|much)\s+(\p{L}+)/u.exec(question.toLowerCase())?.[1];
  // The name a question asking what something is is about: "What is HeraOS?", "What does the Orion-9 chip do?".
  const defining = /^\s*(?:what (?:is|are|does|do)|tell me about)\b/i.test(question);
  const named = question
    .split(/\s+/)
    .slice(1)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .find((word) => /^\p{Lu}|\d/u.test(word) && !STOP.has(word.toLowerCase()));
  // Only when the question asks for nothing more than what it is (at most one other word, such as "chip").
  const others = named ? words.filter((word) => !wordsOf(named).includes(word) && !['do', 'does'].includes(word)) : words;
  return { words, synonyms, counted: counted && !STOP.has(counted) ? counted : undefined, named: defining && others.length <= 1 ? named : undefined };
}

/** Same word up to a short ending: lead, leads, leader; found, founded. */
const stemMatch = (word: string, term: string) => {
  if (word === term) return true;
  const [short, long] = word.length < term.length ? [word, term] : [term, word];
  if (short.length >= 3 && long.startsWith(short) && long.length - short.length <= 3) return true;
  let common = 0;
  while (common < short.length && short[common] === long[common]) common += 1;
  return common >= 6;
};

/** How well a sentence answers a question: shared words, plus the kind of fact asked for. */
export function sentenceScore(sentence: string, terms: Terms, kind: QuestionKind, context = ''): number {
  const words = wordsOf(sentence);
  const contextWords = wordsOf(context);
  const has = (term: string) => words.some((word) => stemMatch(word, term));
  // A word missing from the sentence but in its page's title half counts: the page is the context.
  const inContext = (term: string) => contextWords.some((word) => stemMatch(word, term));
  const matched = terms.words.filter(has).length + terms.words.filter((term) => !has(term) && inContext(term)).length * CONTEXT_WEIGHT;
  const synonyms = Math.min(terms.synonyms.filter(has).length * 0.5, 1);
  if (!matched && !synonyms) return 0;
  let score = (matched + synonyms) / Math.max(terms.words.length, 1);
  const bonus = (yes: boolean, amount: number) => (score += yes ? amount : -amount / 2);
  if (kind === 'count') {
    // A year is not an amount.
    bonus(NUMBER.test(sentence.replace(/\b(?:19|20)\d{2}\b/g, '')), 0.5);
    // "How many qubits": a number right before the thing counted ("256 physical qubits", "256-qubit").
    if (terms.counted && new RegExp(`\\d[\\d,.]*(?:\\s?%|\\s?[a-z]+)?[\\s-]+(?:[a-z]+\\s)?${terms.counted.slice(0, 5)}`, 'i').test(sentence)) score += 0.5;
    else if (terms.counted && new RegExp(`^[\\p{L}\\s]*${terms.counted.slice(0, 5)}[\\p{L}\\s]*:\\s*(?:about\\s)?\\d`, 'iu').test(sentence)) score += LABEL_BONUS;
  }
  if (kind === 'who') bonus(PEOPLE.some((name) => sentence.includes(name)) && ROLE.test(sentence), 0.5);
  if (kind === 'where') bonus(PLACE.test(sentence), 0.5);
  if (kind === 'when') bonus(DATE.test(sentence), 0.5);
  // "What is HeraOS?" is answered by the sentence that says what it is ("HeraOS is a real-time…"),
  // when it says more than a label does ("Chron is an operating ground service." does not).
  if (kind === 'what' && terms.named && words.length >= 8 && new RegExp(`^(?:The\\s+)?${escapeRegExp(terms.named)}\\s+(?:is|are)\\s+(?:a|an|our|the)\\b`, 'u').test(sentence)) score += DEFINITION_BONUS;
  // A labelled figure ("Services staff: 64 people") answers only a question about its label.
  const label = /^([\p{L}\s-]{2,40}):\s/u.exec(sentence)?.[1];
  if (label) {
    const all = [...terms.words, ...terms.synonyms];
    const unasked = wordsOf(label).filter((word) => !STOP.has(word) && !all.some((term) => stemMatch(word, term)));
    score -= unasked.length * 0.3;
  }
  // A sentence that opens by pointing back ("Under it, the GHZ error budget…", "This means…") needs
  // the one before it, which the answer does not show.
  if (ANAPHORIC_START.test(sentence)) score -= ANAPHORA_PENALTY;
    // Long sentences match by chance; very short ones rarely answer.
  if (words.length > 60) score -= 0.2;
  if (words.length < 4) score -= 0.2;
  return score;
}

/**
 * The passages of the best-matching pages, for the offline answer and for a model; with the
 * visitor's language, a question in it also finds the English pages (the search's cross-language terms).
 */
export function retrieve(question: string, pages = 12, locale?: Locale): { url: string; title: string; sentences: string[]; rank: number }[] {
  return search(question, pages, locale).flatMap((hit, rank) => {
    const doc = documentById(hit.id);
    return doc ? [{ url: hit.url, title: hit.title, sentences: sentencesOf(doc), rank }] : [];
  });
}

/**
 * Passages for a model: the best sentences of each retrieved page, with the page they come from.
 * The model answers in the visitor's language, so the question may be in it.
 */
export function passagesFor(question: string, locale?: Locale, perPage = 6, pages = 6): Passage[] {
  const terms = questionTerms(question);
  const kind = questionKind(question);
  // A question about doing something leads with the page where it is done.
  const task = taskAnswer(question);
  const taskPassages: Passage[] = task?.sources[0] ? [{ url: task.sources[0].url, title: task.sources[0].title, text: task.answer }] : [];
  return [...taskPassages, ...retrieve(question, pages, locale).map((page) => {
    const best = page.sentences
      .map((sentence, index) => ({ sentence, index, score: sentenceScore(sentence, terms, kind, page.title) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, perPage)
      .sort((a, b) => a.index - b.index)
      .map((entry) => entry.sentence);
    return { url: page.url, title: page.title, text: best.join(' ') };
  })];
}

/**
 * The share of the question's own words that the answer's sentence or its page's title contains.
 * Below half, the sentence is about something else ("the weather in Paris today" met a sentence
 * with "today" in it): no answer is better than that one.
 */
const MIN_COVERAGE = 0.5;

/** A question word the site never uses, even misspelt by a letter ("pizza", "weather"): the site cannot answer it. */
function unknownToSite(word: string): boolean {
  return word.length >= 4 && !/\d/.test(word) && searchIndex().search(word, { fuzzy: 1, prefix: true, combineWith: 'OR' }).length === 0;
}
function coverage(sentence: string, title: string, terms: Terms): number {
  const words = [...wordsOf(sentence), ...wordsOf(title)];
  const has = (term: string) => words.some((word) => stemMatch(word, term));
  // A synonym present stands for the word it expands ("chief financial officer" for "CFO").
  const found = terms.words.filter(has).length + (terms.synonyms.some(has) ? 1 : 0);
  return Math.min(found / Math.max(terms.words.length, 1), 1);
}

const NO_ANSWER: OfflineAnswer = { answer: null, sources: [] };

/**
 * Answers from the site alone: the best sentence, and a second one when it adds to it. The pages
 * are English; a question in the visitor's language that the English reading cannot answer is
 * asked again in the English words it names (the search's cross-language terms: "Hauptsitz" →
 * "headquarters"), with the names and figures it shares with the pages ("Orion-9").
 */
export function offlineAnswer(question: string, locale?: Locale): OfflineAnswer {
  const answer = answerInEnglish(question);
  if (answer.answer || !locale || locale === 'en') return answer;
  const subjects = crossLanguageExpansions(question, locale);
  if (!subjects.length) return answer;
  const shared = wordsOf(question).filter((word) => word.length > 1 && !STOP.has(word) && (/\d/.test(word) || searchIndex().search(word, { prefix: false, fuzzy: false }).length > 0));
  return answerInEnglish([...subjects, ...shared].join(' '));
}

function answerInEnglish(question: string): OfflineAnswer {
  const task = taskAnswer(question);
  if (task) return task;
  const terms = questionTerms(question);
  if (!terms.words.length || terms.words.some(unknownToSite)) return NO_ANSWER;
  const kind = questionKind(question);
  const candidates = retrieve(question).flatMap((page) =>
    page.sentences.map((sentence) => ({ sentence, page, score: sentenceScore(sentence, terms, kind, page.title) * (1 - page.rank * RANK_PENALTY) })),
  );
  candidates.sort((a, b) => b.score - a.score);
  const [best, ...rest] = candidates;
  if (!best || best.score < 0.3 || coverage(best.sentence, best.page.title, terms) < MIN_COVERAGE) return NO_ANSWER;
  const chosen = [best];
  // A second sentence only from the same page, when it is nearly as good: an answer, not a list.
  const second = rest.find((candidate) => candidate.page.url === best.page.url && candidate.sentence !== best.sentence && candidate.score >= best.score * 0.8 && wordsOf(candidate.sentence).length >= 10 && !candidate.sentence.startsWith(best.sentence.slice(0, 40)));
  if (second) chosen.push(second);
  const sources: Source[] = [];
  for (const { page } of chosen) if (!sources.some((source) => source.url === page.url)) sources.push({ url: page.url, title: page.title });
  const answer = chosen.map(({ sentence }) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`)).join(' ');
  return { answer, sources };
}
