import { renderToStaticMarkup } from 'react-dom/server';
import { CoverArt, LATTICE_PATH, litTiles } from '@/components/ui/cover-art';

type Point = [number, number];

/** The straight segments of a path written with M, l (relative, chained) and H only, as the lattice is. */
function segments(d: string): [Point, Point][] {
  const out: [Point, Point][] = [];
  let at: Point = [0, 0];
  for (const [, command, args] of d.matchAll(/([MlH])([^MlH]*)/g)) {
    const numbers = (args ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number);
    if (command === 'M') at = [numbers[0]!, numbers[1]!];
    else if (command === 'H') {
      const to: Point = [numbers[0]!, at[1]];
      out.push([at, to]);
      at = to;
    } else
      for (let i = 0; i < numbers.length; i += 2) {
        const to: Point = [at[0] + numbers[i]!, at[1] + numbers[i + 1]!];
        out.push([at, to]);
        at = to;
      }
  }
  return out;
}

/** Whether point p lies on segment [a, b]. */
const onSegment = (p: Point, [a, b]: [Point, Point]) => {
  const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  const within = Math.min(a[0], b[0]) - 1e-9 <= p[0] && p[0] <= Math.max(a[0], b[0]) + 1e-9 && Math.min(a[1], b[1]) - 1e-9 <= p[1] && p[1] <= Math.max(a[1], b[1]) + 1e-9;
  return Math.abs(cross) < 1e-9 && within;
};

describe('entry cards’ cover art', () => {
  it('draws every visible edge of the 8 × 3 triangle lattice in its one path', () => {
    const drawn = segments(LATTICE_PATH);
    const missing: string[] = [];
    for (let row = 0; row < 3; row++)
      for (let col = 0; col < 8; col++) {
        const x = col * 25;
        const y = row * 40;
        const corners: Point[] = (row + col) % 2 === 0 ? [[x, y + 40], [x + 25, y], [x + 50, y + 40]] : [[x, y], [x + 50, y], [x + 25, y + 40]];
        for (let i = 0; i < 3; i++) {
          const a = corners[i]!;
          const b = corners[(i + 1) % 3]!;
          // Sample the edge inside the 200-unit-wide view box; the rest is never shown.
          for (const t of [0.1, 0.5, 0.9]) {
            const p: Point = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
            if (p[0] <= 200 && !drawn.some((segment) => onSegment(p, segment))) missing.push(`row ${row} col ${col} edge ${i} at ${p.join(',')}`);
          }
        }
      }
    expect(missing).toEqual([]);
  });

  it('lights the same tiles for the same seed, and different ones for another', () => {
    expect(litTiles('/products/military')).toEqual(litTiles('/products/military'));
    expect(litTiles('/products/military')).not.toEqual(litTiles('/products/space'));
    // The seeded generator as it was when the covers were drawn one polygon a tile: these covers must not change.
    expect(litTiles('/products/military').map((tile) => tile.d)).toEqual([
      'M125 0h50l-25 40z',
      'M175 0h50l-25 40z',
      'M25 80l25-40 25 40z',
      'M75 80l25-40 25 40z',
      'M50 120l25-40 25 40z',
      'M75 80h50l-25 40z',
      'M125 80h50l-25 40z',
      'M150 120l25-40 25 40z',
      'M175 80h50l-25 40z',
    ]);
    for (const tile of litTiles('/blog/not-plankton')) expect(tile.opacity).toBeGreaterThanOrEqual(0.2);
  });

  it('stays small: one short path per lit tile, no per-tile outline and no background rectangle', () => {
    const markup = renderToStaticMarkup(<CoverArt seed="/products/military" theme="security" />);
    expect(markup).toContain('class="cover-art"');
    expect(markup).not.toContain('<rect');
    expect(markup).not.toContain('<polygon');
    expect(markup.match(/<path/g)).toHaveLength(litTiles('/products/military').length + 1);
    expect(markup.length).toBeLessThan(1_100);
  });
});
