/**
 * The content registry (`@/lib/content`): every entry of `content/`, by kind, each collection entry
 * tagged with its collection so that `hrefOf(entry)` gives its URL. Plain data with no server API.
 * The proxy never imports it: it reads the compact list of paths generated from it at build
 * (`known-paths.json`, by `scripts/generate-known-paths.ts`).
 */
import { blogIndex, categories as categoryList, posts as postList, tags as tagList } from '@/content/blog';
import { brandPages } from '@/content/brands';
import { events } from '@/content/events';
import { glossary, glossaryHubPage, glossaryIndexPage, glossaryPage } from '@/content/glossary';
import { jobs } from '@/content/jobs';
import { newsItems as newsList, newsroomIndex } from '@/content/news';
import { companyPages } from '@/content/pages/company';
import { demoPages } from '@/content/pages/demos';
import { hubPages } from '@/content/pages/hubs';
import { legalPages } from '@/content/pages/legal';
import { offerPages } from '@/content/pages/offer';
import { researchPages } from '@/content/pages/research';
import { publicationPages } from '@/content/pages/publications';
import { resourcePages } from '@/content/pages/resources';
import { servicePages } from '@/content/pages/services';
import { audiencePages } from '@/content/pages/audience';
import { projects as projectList, projectsIndex } from '@/content/projects';
import { authorsIndex, namedPages, team as memberList, teamIndex } from '@/content/team';
import { techDemoPages, technologyPages } from '@/content/technologies';
import { topics as topicList, topicsIndex } from '@/content/topics';
import { videos as videoList, videosIndex } from '@/content/videos';
import { sitePages } from '@/content/pages/site';
import { inCollection, keyOf } from './hrefs';
import { blogPagePath, pageCount } from './pagination';
import type { CollectionEntry, Page } from './types';

export { events, glossary, jobs };
export { cardOf, hrefOf, keyOf } from './hrefs';

export const posts = inCollection('blog', postList);
export const newsItems = inCollection('newsroom', newsList);
export const projects = inCollection('projects', projectList);
export const videos = inCollection('videos', videoList);
export const team = inCollection('team', memberList);
export const topics = inCollection('topics', topicList);
export const tags = inCollection('tag', tagList);
export const categories = inCollection('category', categoryList);

/** Every page entry of the site, by English path. */
export const pages: readonly Page[] = [
  ...companyPages,
  ...legalPages,
  ...offerPages,
  ...researchPages,
  ...publicationPages,
  ...resourcePages,
  ...servicePages,
  ...audiencePages,
  ...hubPages,
  ...brandPages,
  ...technologyPages,
  ...techDemoPages,
  ...demoPages,
  ...namedPages,
  ...sitePages,
  blogIndex,
  newsroomIndex,
  teamIndex,
  authorsIndex,
  topicsIndex,
  glossaryPage,
  glossaryIndexPage,
  glossaryHubPage,
  projectsIndex,
  videosIndex,
];

const byPath = new Map(pages.map((page) => [page.path, page]));

export function getPage(path: string): Page | undefined {
  return byPath.get(path);
}

/** Pages directly under a prefix: `/products` gives /products/quantum but not /products itself. */
export function pagesUnder(prefix: string, depth = 1): Page[] {
  const base = prefix === '/' ? '' : prefix;
  return pages.filter((page) => {
    if (!page.path.startsWith(`${base}/`)) return false;
    return page.path.slice(base.length + 1).split('/').length === depth;
  });
}

/** The entry of a collection whose slug or id is `key`. */
export const find = <T extends CollectionEntry>(entries: readonly T[], key: string): T | undefined => entries.find((entry) => keyOf(entry) === key);

export const getPost = (slug: string) => find(posts, slug);
export const getNewsItem = (slug: string) => find(newsItems, slug);
export const getProject = (id: string) => find(projects, id);
export const getVideo = (id: string) => find(videos, id);
export const getMember = (id: string) => find(team, id);
export const getTopic = (slug: string) => find(topics, slug);
export const getTag = (slug: string) => find(tags, slug);
export const getCategory = (slug: string) => find(categories, slug);

export const postsByDate = [...posts].sort((a, b) => b.published.localeCompare(a.published));
export const newsByDate = [...newsItems].sort((a, b) => b.published.localeCompare(a.published));
export const videosByDate = [...videos].sort((a, b) => b.published.localeCompare(a.published));

/** The three posts closest to a post: one point per shared tag, one for the same category. */
export function relatedPosts(post: (typeof posts)[number], count = 3) {
  const score = (other: typeof post) => other.tags.filter((tag) => post.tags.includes(tag)).length + (other.category === post.category ? 1 : 0);
  return postsByDate
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ other }) => other);
}

/** Pages 2 and up of the blog listing, each a page of its own with its own title and address. */
const blogPageTotal = pageCount(posts.length);
export const blogListingPages: Page[] = Array.from({ length: blogPageTotal - 1 }, (_, index) => {
  const number = index + 2;
  const total = blogPageTotal;
  return {
    ...blogIndex,
    path: blogPagePath(number),
    title: `Blog: earlier posts, page ${number} of ${total}`,
    description: `Page ${number} of ${total} of the Tessellon blog: earlier research notes on quantum computing, AI biology, space, energy and security.`,
    heading: `${blogIndex.heading}: page ${number}`,
    lede: 'Earlier posts, newest first. Filter by category above the list, or by tag below it.',
    blocks: [{ type: 'listing', of: 'posts', page: number, heading: 'All posts, newest first' }],
    facts: undefined,
  };
});
