import { expect, test } from './fixtures';
import { englishPaths, fetchPath, LOCALES, localized, patternRegex, spec } from './site-routes';

const MIN_COUNTS: Record<string, number> = {
  '/blog/{slug}': 12,
  '/topics/{slug}': 6,
  '/newsroom/{slug}': 8,
  '/projects/{projectId}': 8,
  '/videos/{videoId}': 6,
  '/team/{memberId}': 8,
  '/technology/{techId}': 4,
  '/demo/{techId}': 4,
  '/brand/{brand-name}': 4,
  '/partnerships/{slug}': 2,
  '/tag/{tag}': 1,
  '/category/{category}': 1,
};

const pick = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

function mainWords(html: string): number {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const text = main.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ');
  return decode(text).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

test.describe('the URL tree', () => {
  test('every fixed path of the spec is listed or known, and each dynamic pattern has its instances', async () => {
    const paths = await englishPaths();
    for (const [pattern, min] of Object.entries(MIN_COUNTS)) {
      const count = paths.filter((path) => patternRegex(pattern).test(path)).length;
      expect(count, `${pattern} instances`).toBeGreaterThanOrEqual(min);
    }
    for (const named of ['/mara-okafor', '/emmy-noether', '/tessellon-institute']) expect(paths).toContain(named);
  });

  for (const locale of LOCALES) {
    test(`every page answers 200 in ${locale} with its own h1, title, description and canonical`, async () => {
      test.setTimeout(180_000);
      const paths = await englishPaths();
      const titles = new Map<string, string>();
      const problems: string[] = [];
      for (const path of paths) {
        const url = localized(locale, path);
        const response = await fetchPath(url);
        if (response.status !== 200) {
          problems.push(`${url}: status ${response.status}`);
          continue;
        }
        const html = await response.text();
        const title = pick(html, /<title>([^<]*)<\/title>/);
        const rawDescription = pick(html, /<meta name="description" content="([^"]*)"/);
        const description = rawDescription === undefined ? undefined : decode(rawDescription);
        const canonical = pick(html, /<link rel="canonical" href="([^"]*)"/);
        const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
        if (!title) problems.push(`${url}: no title`);
        if (!description || description.length < 70 || description.length > 160) problems.push(`${url}: description length ${description?.length}`);
        if (!canonical) problems.push(`${url}: no canonical`);
        if (h1s !== 1) problems.push(`${url}: ${h1s} h1 elements`);
        if (title && titles.has(title)) problems.push(`${url}: title "${title}" also used by ${titles.get(title)}`);
        if (title) titles.set(title, url);
        const words = mainWords(html);
        if (words < 150) problems.push(`${url}: ${words} words of body text`);
        if (!html.includes('hreflang="x-default"') && !html.includes('hrefLang="x-default"')) problems.push(`${url}: no x-default alternate`);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('titles', () => {
  test('are at most 60 characters in English, the site suffix included where it fits and only there', async () => {
    const problems: string[] = [];
    let suffixed = 0;
    for (const path of await englishPaths()) {
      const html = await (await fetchPath(path)).text();
      const title = decode(pick(html, /<title>([^<]*)<\/title>/) ?? '');
      const own = title.replace(/ \| Tessellon$/, '');
      if (title.length > 60) problems.push(`${path}: ${title.length} characters`);
      if (path !== '/' && own === title && own.length + ' | Tessellon'.length <= 60) problems.push(`${path}: no suffix, though it fits`);
      if (own !== title) suffixed += 1;
    }
    expect(problems).toEqual([]);
    expect(suffixed).toBeGreaterThan(50);
  });
});

test.describe('redirects and errors', () => {
  for (const [from, to] of Object.entries(spec.redirects)) {
    test(`${from} redirects permanently to ${to}`, async () => {
      const response = await fetchPath(from);
      expect([301, 308]).toContain(response.status);
      expect(new URL(response.headers.get('location')!, 'http://x').pathname).toBe(to);
      const localizedResponse = await fetchPath(`/es${from}`);
      expect([301, 308]).toContain(localizedResponse.status);
      expect(new URL(localizedResponse.headers.get('location')!, 'http://x').pathname).toBe(to === '/' ? '/es' : `/es${to}`);
    });
  }

  test('unknown paths and /404 answer the translated not-found page, server-rendered, with status 404', async () => {
    for (const path of ['/this-path-does-not-exist', '/404', '/a/b/c/d', '/xx/unknown-locale']) {
      const response = await fetchPath(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<html lang="en"');
      expect(html, path).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(html, path).toContain('<meta name="robots" content="noindex');
      // Titled like every other page: the site's name after the page's.
      expect(html, path).toMatch(/<title>[^<]+ \| Tessellon<\/title>/);
    }
    const spanish = await fetchPath('/es/this-path-does-not-exist');
    expect(spanish.status).toBe(404);
    const html = await spanish.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('action="/es/search"');
    const arabic = await fetchPath('/ar/blog/no-such-entry-zz9');
    expect(arabic.status).toBe(404);
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl"');
  });

  for (const pattern of Object.keys(spec.dynamic).filter((pattern) => pattern.split('/').length > 2)) {
    test(`an unknown slug under ${pattern} is a 404`, async () => {
      const path = pattern.replace(/\{[^}]+\}/, 'no-such-entry-zz9');
      const response = await fetchPath(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    });
  }

  test('/500 shows the server-error page, and promises an alert only in a build with monitoring', async () => {
    const response = await fetchPath('/500');
    const html = await response.text();
    expect(html).toContain('Error 500');
    expect(html).toContain('Our server could not complete the request. Try again in a moment, or go to a page below.');
    // The test build has no Sentry DSN: nothing would alert anyone.
    expect(html).not.toContain('alerted');
  });
});
