/**
 * The Tessellon mark, as the site describes it ("The mark", content/pages/company.ts; the media
 * kit in content/pages/legal.ts): five tiles of different shapes that together form one hexagon,
 * no tile larger than another, and no centre: no tile is enclosed by the others and no more than
 * three meet at any point. On a 32-unit grid, the hexagon's corners 14 units from (16, 16).
 *
 * Every cut runs parallel to one of the hexagon's sides and was placed so that each tile holds
 * exactly a fifth of the area (to the grid's hundredths); tests/unit/logo.test.ts checks the
 * areas, that the tiles cover the hexagon without overlapping, the shapes and the junctions.
 */
export const LOGO_TILES = [
  [[17.61, 12.88], [3.88, 20.81], [3.88, 9], [7.38, 6.98]],
  [[17.61, 12.88], [7.38, 6.98], [16, 2], [26.23, 7.91]],
  [[15.4, 29.65], [3.88, 23], [3.88, 20.81], [15.4, 14.16]],
  [[15.4, 22.33], [15.4, 14.16], [26.23, 7.91], [28.12, 9], [28.12, 14.98]],
  [[15.4, 29.65], [15.4, 22.33], [28.12, 14.98], [28.12, 23], [16, 30]],
] as const satisfies readonly (readonly (readonly [number, number])[])[];

/** The tile filled with the signal colour: the parallelogram at the top. */
export const LOGO_ACCENT_TILE = 1;

const pathOf = (tile: readonly (readonly [number, number])[]) => `M${tile.map(([x, y]) => `${x} ${y}`).join('L')}Z`;

/** The accent tile's path. */
export const LOGO_ACCENT_PATH = pathOf(LOGO_TILES[LOGO_ACCENT_TILE]);

/** Every tile's outline as one path: the hexagon and the edges between tiles (shared edges drawn twice, in one colour). */
export const LOGO_OUTLINE_PATH = LOGO_TILES.map(pathOf).join('');

/** The mark's SVG content on its 32-unit grid: the accent tile, then the outlines over it (stroke 2, round joins). */
export function logoMarkup(ink: string, accent: string, accentOpacity?: number): string {
  return `<path d="${LOGO_ACCENT_PATH}" fill="${accent}"${accentOpacity === undefined ? '' : ` opacity="${accentOpacity}"`}/><path d="${LOGO_OUTLINE_PATH}" fill="none" stroke="${ink}" stroke-width="2" stroke-linejoin="round"/>`;
}
