/**
 * Open Graph cards and header images: the sections' styles and the rules for custom headlines.
 * Shared by the static cards (app/og/[image]), the parameterised card (app/api/og) and the header
 * image generator, so a generated image and the site's own cards come from the same code.
 */
import { palette } from '@/lib/palette';
import type { ArtworkName } from './art';

export const cardSections = {
  company: { label: 'Research that compounds', accent: palette.accents.company, art: 'default' },
  quantum: { label: 'Quantum computing', accent: palette.accents.quantum, art: 'quantum' },
  ai: { label: 'AI biotechnology', accent: palette.accents.ai, art: 'ai' },
  biotech: { label: 'Biotechnology', accent: palette.accents.biotech, art: 'biotech' },
  space: { label: 'Space navigation', accent: palette.accents.space, art: 'space' },
  energy: { label: 'Green energy', accent: palette.accents.energy, art: 'default' },
  security: { label: 'Secure communications', accent: palette.accents.security, art: 'default' },
} as const satisfies Record<string, { label: string; accent: string; art: ArtworkName }>;

export type CardSection = keyof typeof cardSections;

export function isCardSection(value: unknown): value is CardSection {
  return typeof value === 'string' && Object.hasOwn(cardSections, value);
}

export const CARD_SIZES = { small: { width: 1200, height: 630 }, large: { width: 2400, height: 1260 } } as const;
export type CardSize = keyof typeof CARD_SIZES;

export const HEADLINE_MAX = 70;
export const PARTNER_MAX = 40;
const BLOCKED = /\b(certified|certification|approved|approval|official|endorsed)\b/i;

/**
 * A letter the card cannot draw. The card is drawn by next/og (satori) in its bundled typeface, which
 * covers Latin and Cyrillic only: Arabic, Devanagari, CJK, Greek or Hebrew letters came out as empty
 * boxes (tofu), and satori neither shapes Arabic nor lays it out right to left (vercel/satori#74).
 */
const UNDRAWABLE_LETTER = /(?![\p{Script=Latin}\p{Script=Cyrillic}])\p{L}/u;
const SCRIPT_PROBLEM = 'Use Latin or Cyrillic letters: the card’s typeface has no glyphs for other scripts.';

/** Why a partner name may not be used, or an empty list. */
export function partnerProblems(partner: string): string[] {
  const problems: string[] = [];
  if (partner.trim().length > PARTNER_MAX) problems.push(`Partner names have at most ${PARTNER_MAX} characters.`);
  if (UNDRAWABLE_LETTER.test(partner)) problems.push(SCRIPT_PROBLEM);
  return problems;
}

/** Why a headline may not be used (brand rules, the card's typeface), or an empty list. */
export function headlineProblems(headline: string): string[] {
  const problems: string[] = [];
  const text = headline.trim();
  if (!text) problems.push('Enter a headline.');
  if (text.length > HEADLINE_MAX) problems.push(`Use at most ${HEADLINE_MAX} characters.`);
  if (UNDRAWABLE_LETTER.test(text)) problems.push(SCRIPT_PROBLEM);
  if (BLOCKED.test(text)) problems.push('Words such as certified, approved or official imply an endorsement and are not allowed.');
  if (/compatible with aetherion/i.test(text)) problems.push('Compatibility statements are allowed only for software that has passed our published tests; use the partner program to request one.');
  return problems;
}

export type CardParams = { section: CardSection; title: string; partner: string; seed: number; size: CardSize };

/** Parses and validates the card parameters of a request (the server checks what the form checks). */
export function parseCardParams(query: URLSearchParams): { ok: true; value: CardParams } | { ok: false; problems: string[] } {
  const section = query.get('section') ?? 'company';
  const title = (query.get('title') ?? '').trim();
  const partner = (query.get('partner') ?? '').trim();
  const seedText = query.get('seed') ?? '1';
  const size = query.get('size') ?? 'small';
  const problems = [...headlineProblems(title), ...partnerProblems(partner)];
  if (!isCardSection(section)) problems.push('Unknown discipline.');
  if (!/^\d{1,9}$/.test(seedText)) problems.push('The seed is a whole number.');
  if (size !== 'small' && size !== 'large') problems.push('Unknown size.');
  if (problems.length || !isCardSection(section) || (size !== 'small' && size !== 'large')) return { ok: false, problems };
  return { ok: true, value: { section, title, partner, seed: Number(seedText), size } };
}

/** Splits a headline into at most two lines of about `perLine` characters, at word boundaries. */
export function breakHeadline(title: string, perLine = 36): string[] {
  const words = title.trim().split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1] ?? '';
    if (current && (current + ' ' + word).length > perLine && lines.length < 2) lines.push(word);
    else lines[lines.length - 1] = current ? `${current} ${word}` : word;
  }
  return lines;
}
