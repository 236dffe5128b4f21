import { escapeRegExp } from '../regexp';

/** Splits a text into parts to render, marking words that start with one of the matched terms. */
export type TextPart = { text: string; mark: boolean };

export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const usable = [...new Set(terms.map((term) => term.toLowerCase()).filter((term) => term.length >= 2))].sort((a, b) => b.length - a.length);
  if (!usable.length || !text) return [{ text, mark: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), mark: false });
    parts.push({ text: match[0], mark: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}
