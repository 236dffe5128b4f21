import { absoluteUrl } from '@/lib/config';
import { getCategory, getMember, hrefOf, newsByDate, postsByDate } from '@/lib/content';
import { atomDate, atomFeed, escapeXml } from '@/lib/feeds/atom';
import { feedDocument } from '@/lib/feeds/entries';
import { feedForPath, feeds } from '@/lib/feeds/paths';
import { pageMetadata } from '@/lib/seo/metadata';

const ATOM = 'http://www.w3.org/2005/Atom';

/** Parses XML as a feed reader would; a malformed document fails the test. */
function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe(ATOM);
  return doc;
}

const childText = (parent: Element, name: string) => Array.from(parent.children).find((child) => child.localName === name)?.textContent;
const entriesOf = (doc: Document) => Array.from(doc.getElementsByTagNameNS(ATOM, 'entry'));

describe('Atom documents', () => {
  it('escape markup and drop the characters XML forbids', () => {
    expect(escapeXml(`<script>alert("x") & 'y'</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot;) &amp; &apos;y&apos;&lt;/script&gt;');
    expect(escapeXml('a\u0001b\u0008c\tq\uFFFEé😀')).toBe('abc\tqé😀');
  });

  it('write dates as Atom date-times and refuse what is not a date', () => {
    expect(atomDate('2025-01-21')).toBe('2025-01-21T00:00:00Z');
    expect(atomDate('2025-01-21T10:30:00.250Z')).toBe('2025-01-21T10:30:00.250Z');
    expect(() => atomDate('soon')).toThrow(RangeError);
  });

  it('put the most recently changed entry first and date the feed by it, whatever the text holds', () => {
    const xml = atomFeed({
      self: 'https://x.test/feeds/a.xml',
      home: 'https://x.test/a',
      title: 'A & B <feed>',
      subtitle: 'Quotes " and \u0007bells',
      author: 'X',
      language: 'en',
      entries: [
        { url: 'https://x.test/a/1', title: 'Old <b>one</b>', summary: 's & t', published: '2024-01-01', updated: '2024-02-01' },
        { url: 'https://x.test/a/2?q=1&r=2', title: 'New', summary: '</summary><script>', published: '2024-01-15', updated: '2024-03-01' },
      ],
    });
    const doc = parse(xml);
    expect(childText(doc.documentElement, 'title')).toBe('A & B <feed>');
    expect(childText(doc.documentElement, 'updated')).toBe('2024-03-01T00:00:00Z');
    const [first, second] = entriesOf(doc) as [Element, Element];
    expect(childText(first, 'id')).toBe('https://x.test/a/2?q=1&r=2');
    expect(childText(first, 'summary')).toBe('</summary><script>');
    expect(childText(second, 'title')).toBe('Old <b>one</b>');
  });
});

describe('the site feeds', () => {
  it('follow the blog and the newsroom, their items and nothing else', () => {
    expect(feedForPath('/blog')).toBe('blog');
    expect(feedForPath('/blog/not-plankton')).toBe('blog');
    expect(feedForPath('/newsroom')).toBe('news');
    expect(feedForPath('/newsroom/some-release')).toBe('news');
    expect(feedForPath('/blogroll')).toBeUndefined();
    expect(feedForPath('/about')).toBeUndefined();
  });

  it('carry every blog post, newest first, with its address, dates, author and category', () => {
    const doc = parse(feedDocument('blog'));
    const root = doc.documentElement;
    expect(root.getAttribute('xml:lang')).toBe('en');
    expect(root.querySelector('link[rel="self"]')?.getAttribute('href')).toBe(absoluteUrl('/feeds/blog.xml'));
    expect(root.querySelector(':scope > link[rel="alternate"]')?.getAttribute('href')).toBe(absoluteUrl('/blog'));
    const entries = entriesOf(doc);
    expect(entries).toHaveLength(postsByDate.length);
    const byId = new Map(entries.map((entry) => [childText(entry, 'id'), entry]));
    for (const post of postsByDate) {
      const entry = byId.get(absoluteUrl(hrefOf(post)));
      expect(entry).toBeDefined();
      expect(childText(entry!, 'title')).toBe(post.title);
      expect(childText(entry!, 'summary')).toBe(post.excerpt);
      expect(childText(entry!, 'published')).toBe(`${post.published}T00:00:00Z`);
      expect(childText(entry!, 'updated')).toBe(`${post.updated}T00:00:00Z`);
      expect(entry!.querySelector('author > name')?.textContent).toBe(getMember(post.authorId)?.name);
      expect(entry!.querySelector('category')?.getAttribute('term')).toBe(getCategory(post.category)?.name);
    }
    const updated = entries.map((entry) => childText(entry, 'updated')!);
    expect(updated).toEqual([...updated].sort().reverse());
    expect(childText(root, 'updated')).toBe(updated[0]);
  });

  it('carry every newsroom item with its kind', () => {
    const entries = entriesOf(parse(feedDocument('news')));
    expect(entries).toHaveLength(newsByDate.length);
    expect(entries.map((entry) => childText(entry, 'id'))).toEqual(newsByDate.map((item) => absoluteUrl(hrefOf(item))));
    expect(entries.map((entry) => entry.querySelector('category')?.getAttribute('term'))).toEqual(newsByDate.map((item) => item.kind));
  });

  it('are named in the metadata of the pages they follow, in every language, and only there', () => {
    const types = (path: string, locale: 'en' | 'ar' = 'en') => pageMetadata({ locale, path, title: 't', description: 'd' }).alternates?.types;
    expect(types('/blog')).toEqual({ 'application/atom+xml': [{ url: feeds.blog.url, title: 'Tessellon Research: Blog' }] });
    expect(types('/blog/not-plankton', 'ar')).toEqual(types('/blog'));
    expect(types('/newsroom')).toEqual({ 'application/atom+xml': [{ url: feeds.news.url, title: 'Tessellon Research: Newsroom' }] });
    expect(types('/about')).toBeUndefined();
  });
});
