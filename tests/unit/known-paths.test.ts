import { readFileSync } from 'node:fs';
import { isKnownPath } from '@/lib/content/known-paths';
import { knownContentPaths } from '@/lib/content/site-index';

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

  it('is generated from the content: the committed list equals the catalogue (run `npm run paths`)', () => {
    const committed: unknown = JSON.parse(readFileSync('lib/content/known-paths.json', 'utf8'));
    expect(committed).toEqual(knownContentPaths());
    expect(knownContentPaths().length).toBeGreaterThan(200);
  });

  it('keeps the proxy free of the content catalogue', () => {
    const proxySources = ['proxy.ts', 'lib/content/known-paths.ts', 'lib/routes.ts'].map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(proxySources).not.toMatch(/from ['"](@\/lib\/content|\.\/lib\/content\/index|\.\/index|\.\/site-index|@\/content)/);
  });
});
