import { statSync } from 'node:fs';
import { join } from 'node:path';
import { HERO_SIZES, HERO_WIDTHS, heroSrc, heroSrcSet } from '@/lib/artwork/hero';

const root = join(__dirname, '..', '..');

describe('hero artwork', () => {
  it('serves pre-sized static files, every one of which exists', () => {
    for (const name of ['quantum', 'ai', 'biotech', 'space', 'default']) {
      const set = heroSrcSet(name);
      expect(set).not.toContain('_next/image');
      for (const width of HERO_WIDTHS) {
        expect(set).toContain(`/art/${name}-${width}.webp ${width}w`);
        expect(statSync(join(root, 'public', `art/${name}-${width}.webp`)).isFile()).toBe(true);
      }
      expect(set).toContain(`/art/${name}.webp 2400w`);
    }
    expect(heroSrc('space')).toBe('/art/space-800.webp');
    expect(HERO_SIZES).toBe('100vw');
  });

  it('keeps the phone-sized files tiny', () => {
    for (const name of ['quantum', 'ai', 'biotech', 'space', 'default']) expect(statSync(join(root, 'public', `art/${name}-480.webp`)).size).toBeLessThan(5 * 1024);
  });
});
