import 'server-only';
import { absoluteUrl, siteConfig } from '../config';
import { getCategory, getMember, getPage, hrefOf, newsByDate, postsByDate } from '../content';
import { CONTENT_LANG } from '../i18n/content-language';
import { atomFeed, type AtomEntry } from './atom';
import { feedTitle, feeds, type FeedName } from './paths';

/** Each feed's items, newest first, from the same content the listing pages show. */
const entriesOf: Record<FeedName, () => AtomEntry[]> = {
  blog: () =>
    postsByDate.map((post) => ({
      url: absoluteUrl(hrefOf(post)),
      title: post.title,
      summary: post.excerpt,
      published: post.published,
      updated: post.updated,
      authors: [getMember(post.authorId)?.name ?? siteConfig.name],
      categories: [getCategory(post.category)?.name ?? post.category],
    })),
  news: () =>
    newsByDate.map((item) => ({
      url: absoluteUrl(hrefOf(item)),
      title: item.title,
      summary: item.excerpt,
      published: item.published,
      authors: [siteConfig.name],
      categories: [item.kind],
    })),
};

/** The Atom document of one feed; its subtitle is its listing page's description. */
export function feedDocument(name: FeedName): string {
  const { url, home } = feeds[name];
  const page = getPage(home);
  if (!page) throw new Error(`The ${name} feed's page ${home} does not exist`);
  return atomFeed({
    self: absoluteUrl(url),
    home: absoluteUrl(home),
    title: feedTitle(name, siteConfig.name),
    subtitle: page.description,
    author: siteConfig.name,
    language: CONTENT_LANG,
    icon: absoluteUrl('/icon.svg'),
    entries: entriesOf[name](),
  });
}
