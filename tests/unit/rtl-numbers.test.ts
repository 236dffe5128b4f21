import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ar = JSON.parse(readFileSync(join(__dirname, '../../messages/ar.json'), 'utf8')) as Record<string, unknown>;

function strings(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
  return [];
}

// In a right-to-left line, the groups of a number written with spaces are laid out right to left:
// the contact form's hint showed "+971 4 123 4567" as "4567 123 4 971+" (a left-to-right mark before
// the "+" fixed only the sign). Such a number is isolated left to right (U+2066 … U+2069).
describe('Arabic messages', () => {
  it('isolate every number written in spaced groups (a phone number) left to right', () => {
    const unisolated = strings(ar).flatMap(([key, text]) =>
      [...text.matchAll(/\+?\d+(?: \d+)+/g)].filter((match) => text[(match.index ?? 0) - 1] !== '\u2066' || text[(match.index ?? 0) + match[0].length] !== '\u2069').map((match) => `${key}: ${match[0]}`),
    );
    expect(unisolated).toEqual([]);
  });

  // The same for a file extension: its leading "." is neutral, so "(.ics)" showed as "(ics.)" in the
  // booking confirmation's calendar link.
  it('isolate every file extension (".ics") left to right', () => {
    const unisolated = strings(ar).flatMap(([key, text]) =>
      [...text.matchAll(/\.[A-Za-z]{2,4}\b/g)]
        .filter((match) => (match.index ?? 0) === 0 || !/[A-Za-z0-9]/.test(text[(match.index ?? 0) - 1] ?? ''))
        .filter((match) => text[(match.index ?? 0) - 1] !== '\u2066' || text[(match.index ?? 0) + match[0].length] !== '\u2069')
        .map((match) => `${key}: ${match[0]}`),
    );
    expect(unisolated).toEqual([]);
  });
});
