import type { Collection, Entry, Theme } from './types';

/** The URL segment that names an entry within its collection: a slug or an id. */
export function keyOf(entry: { slug: string } | { id: string }): string {
  return 'slug' in entry ? entry.slug : entry.id;
}

/** Just enough of an entry to address it: a tag slug found in a post, say. */
type Addressed = { collection: Collection } & ({ slug: string } | { id: string });

/** The English, unprefixed path of any entry: `/about`, `/blog/not-plankton`, `/team/ada-okafor`. */
export function hrefOf(entry: Entry | Addressed): string {
  return 'path' in entry ? entry.path : `/${entry.collection}/${keyOf(entry)}`;
}

/** Tags each entry of a collection with its name (see `CollectionEntry`). */
export function inCollection<C extends Collection, T extends object>(collection: C, items: readonly T[]): (T & { readonly collection: C })[] {
  return items.map((item) => ({ ...item, collection }));
}

/** What a card needs of an entry: its link, title, summary and artwork theme. */
export type Card = { href: string; title: string; body: string; theme: Theme; eyebrow?: string };

export function cardOf(entry: Entry): Card {
  const href = hrefOf(entry);
  if ('path' in entry) return { href, title: entry.heading, body: entry.description, theme: entry.theme ?? 'company', eyebrow: entry.eyebrow };
  switch (entry.collection) {
    case 'blog':
      return { href, title: entry.heading, body: entry.excerpt, theme: entry.theme };
    case 'newsroom':
      return { href, title: entry.heading, body: entry.excerpt, theme: entry.theme, eyebrow: entry.kind };
    case 'projects':
      return { href, title: entry.heading, body: entry.summary, theme: entry.theme, eyebrow: entry.status };
    case 'videos':
    case 'topics':
      return { href, title: entry.heading, body: entry.summary, theme: entry.theme };
    case 'team':
      return { href, title: entry.name, body: entry.role, theme: 'company', eyebrow: entry.division };
    case 'tag':
    case 'category':
      return { href, title: entry.name, body: entry.description, theme: 'company' };
  }
}
