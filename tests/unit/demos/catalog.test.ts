import { catalogLinks, demoCatalog } from '@/lib/demos/catalog';
import { demoIds } from '@/lib/demos/registry';
import { getPage } from '@/lib/content';

describe('interactive tools catalog', () => {
  it('has one card per registered demo, simulators first, with unique links', () => {
    const links = catalogLinks();
    expect(links).toHaveLength(demoIds.length);
    expect(new Set(links.map((l) => l.href)).size).toBe(demoIds.length);
    expect(catalogLinks('product')).toHaveLength(10);
    expect(links[0]?.href.startsWith('/demo/')).toBe(true);
  });
  it('every card links to a page that embeds that demo', () => {
    for (const id of demoIds) {
      const page = getPage(demoCatalog[id].href);
      expect(page?.blocks.some((b) => b.type === 'demo' && b.demo === id)).toBe(true);
    }
  });
});
