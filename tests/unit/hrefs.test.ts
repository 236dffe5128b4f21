import { categories, find, getPage, hrefOf, keyOf, newsItems, posts, projects, tags, team, topics, videos } from '@/lib/content';
import { cardOf } from '@/lib/content/hrefs';
import type { CollectionEntry } from '@/lib/content/types';
import { isKnownPath } from '@/lib/content/known-paths';

const collections: readonly (readonly CollectionEntry[])[] = [posts, newsItems, projects, videos, team, topics, tags, categories];

describe('hrefOf', () => {
  it('gives every collection entry a path under its collection that the site serves', () => {
    for (const entries of collections) {
      for (const entry of entries) {
        const href = hrefOf(entry);
        expect(href).toBe(`/${entry.collection}/${keyOf(entry)}`);
        expect(isKnownPath(href)).toBe(true);
        expect(find(entries, keyOf(entry))).toBe(entry);
        expect(cardOf(entry).href).toBe(href);
      }
    }
  });

  it('gives a content page its own path', () => {
    const about = getPage('/about');
    expect(about && hrefOf(about)).toBe('/about');
  });

  it('addresses an entry from its slug alone', () => {
    expect(hrefOf({ collection: 'tag', slug: 'qubits' })).toBe('/tag/qubits');
    expect(hrefOf({ collection: 'team', id: 'ada' })).toBe('/team/ada');
  });
});
