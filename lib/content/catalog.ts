/**
 * The content registry: every entry of `content/`, by kind. Plain data with no server API, so the
 * proxy can use it to tell a page from an unknown path; components import it through `./index`.
 */
import { blogIndex, categories, posts, tags } from '@/content/blog';
import { brandPages } from '@/content/brands';
import { events } from '@/content/events';
import { glossary, glossaryHubPage, glossaryIndexPage, glossaryPage } from '@/content/glossary';
import { jobs } from '@/content/jobs';
import { newsItems, newsroomIndex } from '@/content/news';
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
import { projects, projectsIndex } from '@/content/projects';
import { authorsIndex, namedPages, team, teamIndex } from '@/content/team';
import { techDemoPages, technologyPages } from '@/content/technologies';
import { topics, topicsIndex } from '@/content/topics';
import { videos, videosIndex } from '@/content/videos';
import { sitePages } from '@/content/pages/site';
import { blogPagePath, pageCount } from './pagination';
import type { Page } from './types';

export { categories, events, glossary, jobs, newsItems, posts, projects, tags, team, topics, videos };

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

export const getPost = (slug: string) => posts.find((post) => post.slug === slug);
export const getNewsItem = (slug: string) => newsItems.find((item) => item.slug === slug);
export const getProject = (id: string) => projects.find((project) => project.id === id);
export const getVideo = (id: string) => videos.find((video) => video.id === id);
export const getMember = (id: string) => team.find((member) => member.id === id);
export const getTopic = (slug: string) => topics.find((topic) => topic.slug === slug);
export const getTag = (slug: string) => tags.find((tag) => tag.slug === slug);
export const getCategory = (slug: string) => categories.find((category) => category.slug === slug);

export const postsByDate = [...posts].sort((a, b) => b.published.localeCompare(a.published));
export const newsByDate = [...newsItems].sort((a, b) => b.published.localeCompare(a.published));

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
    blocks: [],
    facts: undefined,
  };
});
