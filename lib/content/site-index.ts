import { blogListingPages, categories, hrefOf, newsItems, pages, posts, projects, tags, team, topics, videos } from './index';

export type SiteEntry = { path: string; title: string; lastModified: string; section: string };

const SECTION_OF_SEGMENT: Record<string, string> = {
  hubs: 'Hubs',
  products: 'Products',
  services: 'Services',
  research: 'Research',
  publications: 'Research',
  patents: 'Research',
  technology: 'Technology',
  demo: 'Demos',
  demos: 'Demos',
  blog: 'Blog',
  tag: 'Blog',
  category: 'Blog',
  topics: 'Blog',
  newsroom: 'Newsroom',
  press: 'Newsroom',
  projects: 'Projects',
  videos: 'Videos',
  team: 'Company',
  brand: 'Brands',
  partnerships: 'Partnerships',
};

function sectionOf(path: string): string {
  const [first] = path.split('/').filter(Boolean);
  return SECTION_OF_SEGMENT[first ?? ''] ?? 'Company';
}

const latest = (dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));

/** Every public page of the site with its title and last change, from the content. */
export function siteEntries(): SiteEntry[] {
  const entry = (path: string, title: string, lastModified: string): SiteEntry => ({ path, title, lastModified, section: sectionOf(path) });
  const newest = latest([...pages.map((page) => page.updated), ...posts.map((post) => post.updated)]);
  return [
    entry('/', 'Home', newest),
    ...pages.map((page) => entry(page.path, page.title, page.updated)),
    ...blogListingPages.map((page) => entry(page.path, page.title, page.updated)),
    ...posts.map((post) => entry(hrefOf(post), post.title, post.updated)),
    ...categories.map((category) =>
      entry(hrefOf(category), category.name, latest(posts.filter((post) => post.category === category.slug).map((post) => post.updated))),
    ),
    ...tags.map((tag) => entry(hrefOf(tag), `#${tag.name}`, latest(posts.filter((post) => post.tags.includes(tag.slug)).map((post) => post.updated)))),
    ...newsItems.map((item) => entry(hrefOf(item), item.title, item.published)),
    ...projects.map((project) => entry(hrefOf(project), project.title, project.started)),
    ...videos.map((video) => entry(hrefOf(video), video.title, video.published)),
    ...team.map((member) => entry(hrefOf(member), member.name, member.joined)),
    ...topics.map((topic) => entry(hrefOf(topic), topic.title, newest)),
  ];
}

/** The paths of every content page, sorted and unique: the proxy's list (`known-paths.json`). */
export function knownContentPaths(): string[] {
  return [...new Set(siteEntries().map((entry) => entry.path))].sort();
}
