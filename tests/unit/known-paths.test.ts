import { isKnownPath } from '@/lib/content/site-index';

describe('known paths (the proxy 404s everything else)', () => {
  it('knows fixed pages, collection entries and system pages', () => {
    for (const path of ['/', '/about', '/blog/not-plankton', '/team/mara-okafor', '/tag/pulsars', '/status', '/version', '/500', '/about/']) {
      expect({ path, known: isKnownPath(path) }).toEqual({ path, known: true });
    }
  });

  it('lets guarded admin paths through to their own check', () => {
    expect(isKnownPath('/admin')).toBe(true);
    expect(isKnownPath('/admin/users')).toBe(true);
  });

  it('does not know unknown pages, unknown slugs or /404', () => {
    for (const path of ['/nope', '/blog/nope', '/team/nobody', '/404', '/about/more', '/es/about']) {
      expect({ path, known: isKnownPath(path) }).toEqual({ path, known: false });
    }
  });
});
