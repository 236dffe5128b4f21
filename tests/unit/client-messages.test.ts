import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '@/messages/en.json';
import { CLIENT_ASSISTANT_KEYS, CLIENT_COMMON_KEYS, CLIENT_NAMESPACES, FORMS_SERVER_ONLY_KEYS, ON_DEMAND_NAMESPACES, SERVER_ONLY_KEYS, clientMessages, formMessages, onDemandMessages } from '@/lib/i18n/messages';

/**
 * The root layout sends client components only part of the catalogue (lib/i18n/messages.ts). A
 * client component that reads a message left out would show its key instead of its text, so the
 * list is checked against what the client components' sources read.
 */

const root = join(__dirname, '../..');

/** Namespaces that reach their client components through a nested provider of their own. */
const NESTED_PROVIDERS = ['Admin', 'Auth', 'Demos', 'Forms'];

/**
 * The client components that read the on-demand texts, and what brings them: the search dialog
 * (with its results and hint), the assistant's panel and the cookie banner (with its preferences)
 * are wrapped in withOnDemandMessages; /search's box is under the page's own provider; the settings
 * form's consent summary under the form's (components/forms/form-block.tsx).
 */
const ON_DEMAND_READERS = [
  'search/search-dialog.tsx',
  'search/result-list.tsx',
  'search/no-results-hint.tsx',
  'search/search-box.tsx',
  'assistant/assistant-panel.tsx',
  'consent/cookie-banner.tsx',
  'consent/cookie-preferences.tsx',
  'forms/consent-summary.tsx',
];

function clientSources(dir: string): { file: string; source: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return clientSources(path);
    if (!/\.tsx?$/.test(name)) return [];
    const source = readFileSync(path, 'utf8');
    return source.startsWith("'use client'") ? [{ file: path, source }] : [];
  });
}

const sources = clientSources(join(root, 'components'));

/** Every `const x = useTranslations('Namespace')` with the keys read through `x('key')`. */
function reads(): { namespace: string; key: string; file: string }[] {
  return sources.flatMap(({ file, source }) =>
    [...source.matchAll(/const (\w+) = useTranslations\('(\w+)'\)/g)].flatMap(([, name, namespace]) =>
      [...source.matchAll(new RegExp(`\\b${name}\\('([\\w.]+)'`, 'g'))].map(([, key]) => ({ namespace: namespace ?? '', key: key ?? '', file })),
    ),
  );
}

describe('messages sent to client components', () => {
  it('finds the client components and what they read', () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(reads().some((read) => read.namespace === 'Common' && read.key === 'loadingPage')).toBe(true);
  });

  it('include every namespace a client component reads, unless a nested provider or the on-demand texts send it', () => {
    const namespaces = new Set(reads().map((read) => read.namespace));
    const elsewhere = [...NESTED_PROVIDERS, ...ON_DEMAND_NAMESPACES];
    const missing = [...namespaces].filter((namespace) => namespace !== 'Common' && !elsewhere.includes(namespace) && !(CLIENT_NAMESPACES as readonly string[]).includes(namespace));
    expect(missing).toEqual([]);
  });

  it('leave the on-demand texts to the parts that load on use, and to providers of their own', () => {
    const onDemand = new Set<string>(ON_DEMAND_NAMESPACES);
    // Where first-load code reads them: only the assistant's launcher, its button's label.
    const firstLoad = reads().filter(({ namespace, file }) => onDemand.has(namespace) && !ON_DEMAND_READERS.some((reader) => file.endsWith(reader)));
    expect([...new Set(firstLoad.map(({ namespace, key }) => `${namespace}.${key}`))]).toEqual(CLIENT_ASSISTANT_KEYS.map((key) => `Assistant.${key}`));
    // Each part that loads on use is wrapped, or under a provider that sends them.
    for (const wrapped of ['search/search-dialog.tsx', 'assistant/assistant-panel.tsx', 'consent/cookie-banner.tsx']) {
      expect({ wrapped, source: /export const \w+ = withOnDemandMessages\(/.test(readFileSync(join(root, 'components', wrapped), 'utf8')) }).toEqual({ wrapped, source: true });
    }
    expect(readFileSync(join(root, 'app/[locale]/(site)/search/page.tsx'), 'utf8')).toMatch(/<NextIntlClientProvider messages=\{pick\(onDemandMessages\(/);
  });

  it('include every Common key a client component reads, and no other', () => {
    const read = new Set(reads().filter((entry) => entry.namespace === 'Common').map((entry) => entry.key));
    expect([...read].sort()).toEqual([...CLIENT_COMMON_KEYS].sort());
  });

  it('pick those namespaces and keys from a catalogue', () => {
    const picked = clientMessages(en);
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_NAMESPACES, 'Common', 'Assistant'].sort());
    expect(Object.keys(picked.Common as object).sort()).toEqual([...CLIENT_COMMON_KEYS].sort());
    expect(picked.Assistant).toEqual({ open: en.Assistant.open });
    expect((picked.Common as Record<string, unknown>).loadingPage).toBe(en.Common.loadingPage);
    expect(picked).not.toHaveProperty('Footer');
    expect(picked).not.toHaveProperty('Search');
    expect(picked).not.toHaveProperty('Cookie');
  });

  it('leave out the keys only the server reads, and no client component reads them', () => {
    const picked = clientMessages(en);
    const onDemand = onDemandMessages(en);
    expect(Object.keys(onDemand).sort()).toEqual([...ON_DEMAND_NAMESPACES].sort());
    expect(onDemand.Search).not.toHaveProperty('qa');
    expect(onDemand.Search).toHaveProperty('sections');
    expect(onDemand.Cookie).toEqual(en.Cookie);
    expect(picked.Errors).not.toHaveProperty('appErrorTitle');
    expect(picked.Errors).toHaveProperty('tryAgain');
    const readByClients = reads().filter(({ namespace, key }) => (SERVER_ONLY_KEYS[namespace as keyof typeof SERVER_ONLY_KEYS] ?? []).some((omitted) => key === omitted || key.startsWith(`${omitted}.`)));
    expect(readByClients).toEqual([]);
  });
});

describe('the messages of a form island', () => {
  it('carry every form text but those only the server writes: the unsubscribe page and the calendar file', () => {
    const picked = formMessages(en, ['Accessibility']);
    expect(Object.keys(picked).sort()).toEqual(['Accessibility', 'Forms']);
    const forms = picked.Forms as Record<string, unknown>;
    for (const key of FORMS_SERVER_ONLY_KEYS) expect(forms[key]).toBeUndefined();
    expect(Object.keys(forms)).toEqual(Object.keys(en.Forms).filter((key) => !(FORMS_SERVER_ONLY_KEYS as readonly string[]).includes(key)));
    // No client component reads them.
    for (const { file, source } of clientSources(join(root, 'components'))) {
      expect({ file, reads: /['"`](?:Forms\.)?(?:unsubscribe|calendar)\.(?:summary|description|title|heading)/.test(source) }).toEqual({ file, reads: false });
    }
  });
});
