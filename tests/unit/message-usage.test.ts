import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '@/lib/forms/schemas';

/**
 * Every message of the English catalogue is rendered somewhere: a key that no code reads is dead
 * weight in 14 files (and, for the client namespaces, in every page's payload).
 *
 * A key `A.B.c` counts as read when a source file names it in full ('A.B.c'), or names one of its
 * namespaces ('A' or 'A.B', as `useTranslations('A')` does) together with the rest of the key as a
 * string or an object key ('B.c', or `c:` in a lookup table), or builds it from a template whose
 * fixed part is the key's parent (`t(\`B.${code}\`)`) or its ending (`t(\`${item}Description\`)`). That is how this code base reads its
 * messages; a key read some other way should be read in one of these ways instead.
 */

const root = join(__dirname, '../..');

/** Keys read through a list of codes rather than by name: the form errors (`useErrorText`). */
const codeFamilies: Record<string, readonly string[]> = { 'Forms.errors': ERROR_CODES };

/**
 * The spec (section 2) names the translation dictionary's keys; these few are kept for it although
 * the site words those places through its own namespaces (the header's Get Started is
 * `Nav.getStarted`, the footer's columns `Footer.sections.*`).
 */
const specDictionary = ['About', 'Team', 'Research', 'Contact', 'language', 'Company', 'Connect', 'get_started'].map((key) => `Dictionary.${key}`);
const sourceRoots = ['app', 'components', 'lib', 'content'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function leafKeys(object: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(object).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leafKeys(value as Record<string, unknown>, [...prefix, key]) : [[...prefix, key]],
  );
}

type Source = { strings: Set<string>; templatePrefixes: Set<string>; templateSuffixes: Set<string> };

function scan(text: string): Source {
  const strings = new Set<string>();
  for (const match of text.matchAll(/['"`]([\w.-]+)['"`]/g)) strings.add(match[1]!);
  for (const match of text.matchAll(/^\s*['"]?(\w+)['"]?\s*:/gm)) strings.add(match[1]!);
  for (const match of text.matchAll(/[{,]\s*(\w+)\s*:/g)) strings.add(match[1]!);
  const templatePrefixes = new Set<string>();
  for (const match of text.matchAll(/`([\w.-]*\.)\$\{/g)) templatePrefixes.add(match[1]!);
  const templateSuffixes = new Set<string>();
  for (const match of text.matchAll(/\$\{[\w.]+\}(\w+)`/g)) templateSuffixes.add(match[1]!);
  return { strings, templatePrefixes, templateSuffixes };
}

function isRead(key: string[], sources: Source[]): boolean {
  const full = key.join('.');
  if (specDictionary.includes(full)) return true;
  if (codeFamilies[key.slice(0, -1).join('.')]?.includes(key.at(-1)!)) return true;
  if (sources.some((source) => source.strings.has(full))) return true;
  for (let split = 1; split < key.length; split++) {
    const namespace = key.slice(0, split).join('.');
    const rest = key.slice(split);
    for (const source of sources) {
      if (!source.strings.has(namespace)) continue;
      if (source.strings.has(rest.join('.'))) return true;
      if (rest.length === 1 && source.strings.has(rest[0]!)) return true;
      if (rest.length === 1 && [...source.templateSuffixes].some((suffix) => rest[0]!.endsWith(suffix))) return true;
      for (let end = 1; end < rest.length; end++) {
        if (source.templatePrefixes.has(`${rest.slice(0, end).join('.')}.`)) return true;
      }
    }
  }
  return false;
}

describe('message usage', () => {
  const english = JSON.parse(readFileSync(join(root, 'messages/en.json'), 'utf8')) as Record<string, unknown>;
  const sources = sourceRoots.flatMap((dir) => sourceFiles(join(root, dir))).map((path) => scan(readFileSync(path, 'utf8')));

  it('reads every key of the catalogue somewhere in the code', () => {
    const unread = leafKeys(english)
      .filter((key) => !isRead(key, sources))
      .map((key) => key.join('.'));
    expect(unread).toEqual([]);
  });

  it('notices a key that nothing reads', () => {
    expect(isRead(['Footer', 'noSuchMessageAnywhere'], sources)).toBe(false);
    expect(isRead(['Footer', 'address'], sources)).toBe(true);
  });
});
