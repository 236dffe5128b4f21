/**
 * The site's Atom feeds: which exist, where they are served and which pages they follow. Plain data
 * with no content import, so metadata can name a page's feed without loading the catalogue.
 */
import { isOneOf } from '../guards';

export const feedNames = ['blog', 'news'] as const;
export type FeedName = (typeof feedNames)[number];

/** Each feed's own address, its title (after the site's name) and the listing page whose items it carries. */
export const feeds: Record<FeedName, { url: string; title: string; home: string }> = {
  blog: { url: '/feeds/blog.xml', title: 'Blog', home: '/blog' },
  news: { url: '/feeds/news.xml', title: 'Newsroom', home: '/newsroom' },
};

/** The title a feed reader shows: "Tessellon Research: Blog". */
export const feedTitle = (name: FeedName, siteName: string) => `${siteName}: ${feeds[name].title}`;

export const FEED_CONTENT_TYPE = 'application/atom+xml';

export function isFeedName(name: string): name is FeedName {
  return isOneOf(feedNames, name);
}

/** The feed a page belongs to: the listing and every item under it (an English, unprefixed path). */
export function feedForPath(path: string): FeedName | undefined {
  return feedNames.find((name) => path === feeds[name].home || path.startsWith(`${feeds[name].home}/`));
}
