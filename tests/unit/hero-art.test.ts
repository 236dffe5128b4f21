/** @jest-environment node */
import { heroArtFile, heroArtHref, heroArtNames, HERO_SYMBOL, isArtworkName } from '@/lib/artwork/hero';
import { backdropFor } from '@/lib/routes';
import { gzipSync } from 'node:zlib';
import { GET, generateStaticParams } from '@/app/art/[file]/route';

describe('hero artwork', () => {
  it('has a file for every section backdrop', () => {
    for (const path of ['/', '/about', '/research/quantum-coherence', '/products/quantum-chip-v3', '/hubs/quantum', '/blog/not-plankton', '/team/mara-okafor']) {
      const backdrop = backdropFor(path);
      if (backdrop !== 'none') expect(isArtworkName(backdrop)).toBe(true);
    }
    expect(generateStaticParams()).toEqual(heroArtNames.map((name) => ({ file: `${name}.svg` })));
  });

  it('is one symbol that covers its box from the right, small once compressed', () => {
    for (const name of heroArtNames) {
      const file = heroArtFile(name);
      expect(file).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg"><symbol id="${HERO_SYMBOL}" viewBox="0 0 2400 1200" preserveAspectRatio="xMaxYMid slice">`));
      expect(file).toMatch(/<\/symbol><\/svg>$/);
      expect(file.match(/<svg/g)).toHaveLength(1);
      expect(gzipSync(file, { level: 9 }).length).toBeLessThan(8 * 1024);
    }
  });

  it('is addressed with the build version and the symbol', () => {
    expect(heroArtHref('space', 'abc')).toBe('/art/space.svg?v=abc#art');
  });

  it('is served as a long-cached SVG, and unknown names are 404s', async () => {
    const response = await GET(new Request('http://localhost/art/ai.svg'), { params: Promise.resolve({ file: 'ai.svg' }) });
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(heroArtFile('ai'));
    const missing = await GET(new Request('http://localhost/art/x.svg'), { params: Promise.resolve({ file: 'x.svg' }) });
    expect(missing.status).toBe(404);
  });
});
