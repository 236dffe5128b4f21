import { readFileSync } from 'node:fs';
import path from 'node:path';
import { logo } from '@/lib/artwork/art';
import { iconSprite } from '@/lib/icons';
import { LOGO_ACCENT_PATH, LOGO_OUTLINE_PATH, LOGO_TILES } from '@/lib/logo';

type Point = readonly [number, number];
type Polygon = readonly Point[];

const CENTRE: Point = [16, 16];
const RADIUS = 14;
const HEXAGON: Polygon = Array.from({ length: 6 }, (_, i) => {
  const angle = -Math.PI / 2 + (i * Math.PI) / 3;
  return [CENTRE[0] + RADIUS * Math.cos(angle), CENTRE[1] + RADIUS * Math.sin(angle)] as const;
});

const edgesOf = (polygon: Polygon) => polygon.map((a, i) => [a, polygon[(i + 1) % polygon.length] ?? a] as const);
const area = (polygon: Polygon) => Math.abs(edgesOf(polygon).reduce((sum, [a, b]) => sum + a[0] * b[1] - b[0] * a[1], 0)) / 2;
const length = ([a, b]: readonly [Point, Point]) => Math.hypot(b[0] - a[0], b[1] - a[1]);
const distanceToSegment = (p: Point, [a, b]: readonly [Point, Point]) => {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
};
const onBoundaryOf = (polygon: Polygon, p: Point, tolerance = 0.02) => edgesOf(polygon).some((edge) => distanceToSegment(p, edge) < tolerance);
const inside = (polygon: Polygon, [x, y]: Point) =>
  edgesOf(polygon).reduce((odd, [a, b]) => ((a[1] > y) !== (b[1] > y) && x < a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]) ? !odd : odd), false);

describe('the logo: five tiles of different shapes that form one hexagon (content/pages/company.ts, "The mark")', () => {
  it('has five tiles, none larger than another: each holds a fifth of the hexagon', () => {
    expect(LOGO_TILES).toHaveLength(5);
    const fifth = area(HEXAGON) / 5;
    for (const tile of LOGO_TILES) expect(Math.abs(area(tile) - fifth) / fifth).toBeLessThan(0.002);
  });

  it('covers the hexagon without gaps or overlaps', () => {
    const total = LOGO_TILES.reduce((sum, tile) => sum + area(tile), 0);
    expect(Math.abs(total - area(HEXAGON)) / area(HEXAGON)).toBeLessThan(0.001);
    // Every point of a fine grid that is not on an edge lies in exactly one tile if it is in the hexagon, and in none outside it.
    let checked = 0;
    for (let x = 0.13; x < 32; x += 0.25) {
      for (let y = 0.11; y < 32; y += 0.25) {
        const p: Point = [x, y];
        if (onBoundaryOf(HEXAGON, p, 0.05) || LOGO_TILES.some((tile) => onBoundaryOf(tile, p, 0.05))) continue;
        const holders = LOGO_TILES.filter((tile) => inside(tile, p)).length;
        expect(holders).toBe(inside(HEXAGON, p) ? 1 : 0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(15_000);
  });

  it('has tiles of five different shapes', () => {
    const shape = (tile: Polygon) => `${tile.length}:${edgesOf(tile).map((edge) => length(edge).toFixed(1)).sort().join(',')}`;
    expect(new Set(LOGO_TILES.map(shape)).size).toBe(5);
  });

  it('has no centre: every tile reaches the hexagon\'s edge, and no more than three tiles meet at any point', () => {
    for (const tile of LOGO_TILES) {
      const outerEdge = edgesOf(tile)
        .filter(([a, b]) => onBoundaryOf(HEXAGON, a) && onBoundaryOf(HEXAGON, b) && onBoundaryOf(HEXAGON, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]))
        .reduce((sum, edge) => sum + length(edge), 0);
      expect(outerEdge).toBeGreaterThan(5);
    }
    for (const corner of LOGO_TILES.flat()) {
      expect(LOGO_TILES.filter((tile) => onBoundaryOf(tile, corner)).length).toBeLessThanOrEqual(3);
    }
    expect(LOGO_TILES.filter((tile) => onBoundaryOf(tile, CENTRE, 0.5))).toHaveLength(0);
  });

  it('is cut only parallel to the hexagon\'s sides', () => {
    for (const [a, b] of LOGO_TILES.flatMap((tile) => edgesOf(tile))) {
      const degrees = ((Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI + 360) % 180;
      expect([30, 90, 150].some((side) => Math.abs(degrees - side) < 0.5)).toBe(true);
    }
  });

  it('is what the sprite, the app icons and the favicon draw', () => {
    const sprite = iconSprite();
    expect(sprite).toContain(`d="${LOGO_ACCENT_PATH}"`);
    expect(sprite).toContain(`d="${LOGO_OUTLINE_PATH}"`);
    // public/icon.svg is written by scripts/generate-artwork.mjs: it must be re-run when the mark changes.
    expect(readFileSync(path.join(process.cwd(), 'public/icon.svg'), 'utf8')).toBe(logo(32, true));
  });
});
