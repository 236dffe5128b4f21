/**
 * The SEO audit of built pages (admin /seo-dashboard and /seo-tools): reads a page's <head> as
 * served and checks it against the site's rules. Pure: the HTML comes from the caller.
 */
export const TITLE_RANGE = { min: 15, max: 60 } as const;
export const DESCRIPTION_RANGE = { min: 70, max: 160 } as const;

export type PageHead = {
  path: string;
  status: number;
  title: string;
  description: string;
  canonical: string | null;
  ogImage: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  twitterCard: string | null;
  hreflang: string[];
  noindex: boolean;
  jsonLdTypes: string[];
};

export type AuditIssue = 'titleMissing' | 'titleShort' | 'titleLong' | 'descriptionMissing' | 'descriptionShort' | 'descriptionLong' | 'duplicateTitle' | 'duplicateDescription' | 'ogImageMissing' | 'canonicalMissing' | 'hreflangIncomplete' | 'noindex' | 'jsonLdMissing' | 'httpError';

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g)) {
    const [, name, value] = match;
    if (name && value !== undefined) out[name.toLowerCase()] = decodeEntities(value);
  }
  return out;
}

function jsonLdTypesOf(html: string): string[] {
  const types = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const type = record['@type'];
    if (typeof type === 'string') types.add(type);
    if (Array.isArray(type)) for (const item of type) if (typeof item === 'string') types.add(item);
    if (record['@graph']) visit(record['@graph']);
  };
  for (const match of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      visit(JSON.parse(match[1] ?? ''));
    } catch {
      // An unparsable block counts as no types.
    }
  }
  return [...types].sort();
}

export function readHead(path: string, html: string, status = 200): PageHead {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? html;
  const metas = [...head.matchAll(/<meta\b[^>]*>/gi)].map((match) => attributes(match[0]));
  const links = [...head.matchAll(/<link\b[^>]*>/gi)].map((match) => attributes(match[0]));
  const meta = (key: string) => metas.find((m) => m.name === key || m.property === key)?.content ?? null;
  return {
    path,
    status,
    title: decodeEntities(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1]?.trim() ?? ''),
    description: meta('description') ?? '',
    canonical: links.find((l) => l.rel === 'canonical')?.href ?? null,
    ogImage: meta('og:image'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    twitterCard: meta('twitter:card'),
    hreflang: links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => l.hreflang ?? '').sort(),
    noindex: /noindex/i.test(meta('robots') ?? ''),
    jsonLdTypes: jsonLdTypesOf(html),
  };
}

/** Issues of one page; `expectedHreflang` is the number of locales plus x-default. */
export function pageIssues(page: PageHead, expectedHreflang: number): AuditIssue[] {
  const issues: AuditIssue[] = [];
  if (page.status >= 400) issues.push('httpError');
  const title = page.title.length;
  if (!title) issues.push('titleMissing');
  else if (title < TITLE_RANGE.min) issues.push('titleShort');
  else if (title > TITLE_RANGE.max) issues.push('titleLong');
  const description = page.description.length;
  if (!description) issues.push('descriptionMissing');
  else if (description < DESCRIPTION_RANGE.min) issues.push('descriptionShort');
  else if (description > DESCRIPTION_RANGE.max) issues.push('descriptionLong');
  if (!page.ogImage) issues.push('ogImageMissing');
  if (!page.canonical) issues.push('canonicalMissing');
  if (!page.noindex && page.hreflang.length < expectedHreflang) issues.push('hreflangIncomplete');
  if (page.noindex) issues.push('noindex');
  if (!page.jsonLdTypes.length) issues.push('jsonLdMissing');
  return issues;
}

export type AuditRow = PageHead & { issues: AuditIssue[] };

/** Every page's issues, with duplicate titles and descriptions across the set. */
export function auditPages(pages: PageHead[], expectedHreflang: number): AuditRow[] {
  const count = (values: string[]) => values.reduce((map, value) => map.set(value, (map.get(value) ?? 0) + 1), new Map<string, number>());
  const indexed = pages.filter((page) => !page.noindex && page.status < 400);
  const titles = count(indexed.map((page) => page.title));
  const descriptions = count(indexed.map((page) => page.description));
  return pages.map((page) => {
    const issues = pageIssues(page, expectedHreflang);
    if (!page.noindex && page.title && (titles.get(page.title) ?? 0) > 1) issues.push('duplicateTitle');
    if (!page.noindex && page.description && (descriptions.get(page.description) ?? 0) > 1) issues.push('duplicateDescription');
    return { ...page, issues };
  });
}

/** How often each issue occurs. */
export function issueCounts(rows: AuditRow[]): Partial<Record<AuditIssue, number>> {
  const counts: Partial<Record<AuditIssue, number>> = {};
  for (const row of rows) for (const issue of row.issues) counts[issue] = (counts[issue] ?? 0) + 1;
  return counts;
}
