/**
 * An Atom 1.0 document (RFC 4287) from plain entries. Pure: the caller supplies absolute URLs and
 * ISO dates, so the output depends on nothing but its input.
 */

export type AtomEntry = {
  /** Absolute URL of the item's page; also its permanent id. */
  url: string;
  title: string;
  summary: string;
  /** ISO date (YYYY-MM-DD) or date-time. */
  published: string;
  updated?: string;
  authors?: readonly string[];
  categories?: readonly string[];
};

export type AtomFeed = {
  /** Absolute URL of the feed itself (rel="self"). */
  self: string;
  /** Absolute URL of the page the feed follows (rel="alternate"), also the feed's id. */
  home: string;
  title: string;
  subtitle: string;
  author: string;
  /** BCP 47 tag of the entries' language. */
  language: string;
  icon?: string;
  entries: readonly AtomEntry[];
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML element or attribute; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A date as Atom's date-time: a bare date is taken as midnight UTC. */
export function atomDate(date: string): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(parsed.getTime())) throw new RangeError(`Not a date: ${date}`);
  return parsed.toISOString().replace(/\.000Z$/, 'Z');
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function entryXml(entry: AtomEntry): string {
  const lines = [
    element('id', entry.url),
    element('title', entry.title),
    `<link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    element('published', atomDate(entry.published)),
    element('updated', atomDate(entry.updated ?? entry.published)),
    ...(entry.authors ?? []).map((name) => `<author>${element('name', name)}</author>`),
    ...(entry.categories ?? []).map((term) => `<category term="${escapeXml(term)}"/>`),
    `<summary type="text">${escapeXml(entry.summary)}</summary>`,
  ];
  return `<entry>\n    ${lines.join('\n    ')}\n  </entry>`;
}

/** Newest change first; the feed's own `updated` is its newest entry's. */
export function atomFeed(feed: AtomFeed): string {
  const changed = (entry: AtomEntry) => atomDate(entry.updated ?? entry.published);
  const entries = [...feed.entries].sort((a, b) => changed(b).localeCompare(changed(a)));
  const updated = entries[0] ? changed(entries[0]) : atomDate('1970-01-01');
  const head = [
    element('id', feed.home),
    element('title', feed.title),
    element('subtitle', feed.subtitle),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.home)}"/>`,
    element('updated', updated),
    `<author>${element('name', feed.author)}</author>`,
    ...(feed.icon ? [element('icon', feed.icon)] : []),
  ];
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `  ${head.join('\n  ')}`,
    ...entries.map((entry) => `  ${entryXml(entry)}`),
    '</feed>',
    '',
  ].join('\n');
}
