import { categories, events, glossary, jobs, newsItems, pages, posts, projects, tags, team, topics, videos } from '@/lib/content';
import { isKnownPath } from '@/lib/content/known-paths';
import { siteEntries } from '@/lib/content/site-index';
import type { Block } from '@/lib/content/types';
import { entryWords } from '@/lib/content/words';

type Seo = { title: string; description: string; keywords: string[] };

const seoEntries: [string, Seo & object][] = [
  ...pages.map((page) => [page.path, page] as [string, Seo]),
  ...posts.map((post) => [`/blog/${post.slug}`, post] as [string, Seo]),
  ...newsItems.map((item) => [`/newsroom/${item.slug}`, item] as [string, Seo]),
  ...projects.map((project) => [`/projects/${project.id}`, project] as [string, Seo]),
  ...videos.map((video) => [`/videos/${video.id}`, video] as [string, Seo]),
  ...team.map((member) => [`/team/${member.id}`, member] as [string, Seo]),
  ...topics.map((topic) => [`/topics/${topic.slug}`, topic] as [string, Seo]),
];

function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'href' && typeof inner === 'string' ? [inner] : hrefs(inner)));
  }
  return [];
}


/** The day the content was last revised: nothing is dated after it, and what is open stays open past it. */
const CONTENT_FREEZE = '2026-11-22';

describe('content', () => {
  it('gives every entry a title of at most 60 characters and a description of 70 to 160', () => {
    const problems = seoEntries.flatMap(([path, entry]) => [
      ...(entry.title.length > 60 ? [`${path}: title ${entry.title.length}`] : []),
      ...(entry.description.length < 70 || entry.description.length > 160 ? [`${path}: description ${entry.description.length}`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('never uses a title or a description twice', () => {
    for (const field of ['title', 'description'] as const) {
      const seen = new Map<string, string>();
      const duplicates = seoEntries.flatMap(([path, entry]) => {
        const other = seen.get(entry[field]);
        seen.set(entry[field], path);
        return other ? [`${path} and ${other}`] : [];
      });
      expect({ field, duplicates }).toEqual({ field, duplicates: [] });
    }
  });

  it('writes at least 150 words of body on every page', () => {
    const thin = seoEntries.filter(([, entry]) => entryWords(entry) < 150).map(([path]) => path);
    expect(thin).toEqual([]);
  });

  it('has one entry per path', () => {
    const paths = siteEntries().map((entry) => entry.path);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('links only to pages that exist', () => {
    const sources: [string, unknown][] = [...seoEntries, ...glossary.map((term) => [`/glossary#${term.slug}`, term] as [string, unknown])];
    const broken = sources.flatMap(([path, entry]) =>
      hrefs(entry)
        .filter((href) => href.startsWith('/'))
        .filter((href) => !isKnownPath(href.split('#')[0]!.split('?')[0]!))
        .map((href) => `${path} -> ${href}`),
    );
    expect(broken).toEqual([]);
  });

  it('files posts under existing categories, tags and authors, and uses every tag and category', () => {
    const tagSlugs = new Set(tags.map((tag) => tag.slug));
    const categorySlugs = new Set(categories.map((category) => category.slug));
    const authors = new Set(team.map((member) => member.id));
    for (const post of posts) {
      expect({ post: post.slug, category: categorySlugs.has(post.category) }).toEqual({ post: post.slug, category: true });
      expect({ post: post.slug, author: authors.has(post.authorId) }).toEqual({ post: post.slug, author: true });
      expect(post.tags.filter((tag) => !tagSlugs.has(tag))).toEqual([]);
    }
    expect(tags.filter((tag) => !posts.some((post) => post.tags.includes(tag.slug))).map((tag) => tag.slug)).toEqual([]);
    expect(categories.filter((category) => !posts.some((post) => post.category === category.slug)).map((category) => category.slug)).toEqual([]);
  });

  it('relates glossary terms only to terms that exist, and covers the alphabet', () => {
    const slugs = new Set(glossary.map((term) => term.slug));
    expect(slugs.size).toBe(glossary.length);
    expect(glossary.flatMap((term) => term.related.filter((related) => !slugs.has(related)).map((related) => `${term.slug} -> ${related}`))).toEqual([]);
    expect(new Set(glossary.map((term) => term.term[0]!.toUpperCase())).size).toBeGreaterThanOrEqual(18);
  });

  it('keeps job postings open and their salary ranges sane', () => {
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      // Open at the content freeze: a posting whose validThrough has passed is an expired JobPosting.
      expect({ job: job.id, open: job.validThrough > CONTENT_FREEZE }).toEqual({ job: job.id, open: true });
      expect(job.salaryMin).toBeLessThan(job.salaryMax);
      expect(job.validThrough > job.posted).toBe(true);
    }
  });

  it('dates nothing in the future of the content freeze', () => {
    const dates = [...pages.map((page) => page.updated), ...posts.map((post) => post.published), ...newsItems.map((item) => item.published)];
    expect(dates.filter((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || date > CONTENT_FREEZE)).toEqual([]);
  });

  it('writes every date a page shows as YYYY-MM-DD, which the pages format in the reader\'s language', () => {
    const shown = [
      ...posts.flatMap((post) => [post.published, post.updated]),
      ...newsItems.map((item) => item.published),
      ...videos.map((video) => video.published),
      ...events.flatMap((event) => [event.date, ...(event.endDate ? [event.endDate] : [])]),
      ...pages.flatMap((page) => (page.paper ? [page.paper.published] : [])),
    ];
    expect(shown.filter((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))).toEqual([]);
  });

  it('gives tables rows as wide as their columns', () => {
    const blocks = seoEntries.flatMap(([path, entry]) => ((entry as { blocks?: Block[] }).blocks ?? []).map((block) => [path, block] as const));
    const ragged = blocks.flatMap(([path, block]) =>
      block.type === 'table' ? block.rows.filter((row) => row.length !== block.columns.length).map(() => `${path}: ${block.heading}`) : [],
    );
    expect(ragged).toEqual([]);
  });
});
