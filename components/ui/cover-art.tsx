import type { Theme } from '@/lib/content/types';

const themeColor: Record<Theme, string> = {
  quantum: 'var(--quantum)',
  ai: 'var(--ai)',
  biotech: 'var(--biotech)',
  space: 'var(--space)',
  energy: 'var(--energy)',
  security: 'var(--security)',
  company: 'var(--signal)',
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const COLS = 8;
const ROWS = 3;
/** A tile is 50 units wide and 40 high; tiles overlap by half their width, pointing up and down in turn. */
const tileAt = (row: number, col: number) => {
  const x = col * 25;
  const y = row * 40;
  return (row + col) % 2 === 0 ? `M${x} ${y + 40}l25-40 25 40z` : `M${x} ${y}h50l-25 40z`;
};

/**
 * The lattice's every edge as one path, the same for every cover: the three rows' horizontal
 * lines and the zigzag of each row's slanted edges. Drawing each tile's outline instead repeated
 * every shared edge and was four times the markup on a listing of twenty cards.
 */
export const LATTICE_PATH = (() => {
  const zigzag = (row: number) => {
    const down = row % 2 === 1;
    const steps = Array.from({ length: COLS + 1 }, (_, i) => ((i % 2 === 0) === down ? '25 40' : '25-40')).join(' ');
    return `M0 ${down ? row * 40 : row * 40 + 40}l${steps}`;
  };
  return `M25 0H200M0 40H200M25 80H200M0 120H200${Array.from({ length: ROWS }, (_, row) => zigzag(row)).join('')}`;
})();

/** The lit tiles of a cover, chosen by a seeded generator: each tile's path and its opacity. */
export function litTiles(seed: string): { d: string; opacity: number }[] {
  let state = hash(seed);
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const lit: { d: string; opacity: number }[] = [];
  for (let row = 0; row < ROWS; row++)
    for (let col = 0; col < COLS; col++) {
      if (next() > 0.72) lit.push({ d: tileAt(row, col), opacity: Math.round((0.2 + next() * 0.6) * 100) / 100 });
    }
  return lit;
}

/**
 * The lattice as one element for every cover of a page: the flight data writes it once and refers
 * to it after (about 190 bytes a card on a listing). The HTML is the same.
 */
const lattice = <path d={LATTICE_PATH} fill="none" stroke="var(--line-strong)" strokeWidth=".6" />;

/**
 * A small tessellation drawn from a seed: every entry gets its own, recognisably on-brand cover
 * without a single image request. The background is the element's own (`.cover-art`), the lattice
 * one path, and each lit tile a short path.
 */
export function CoverArt({ seed, theme, className }: { seed: string; theme: Theme; className?: string }) {
  return (
    <svg viewBox="0 0 200 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" className={className ? `cover-art ${className}` : 'cover-art'}>
      <g fill={themeColor[theme]}>
        {litTiles(seed).map((tile) => (
          <path key={tile.d} d={tile.d} fillOpacity={tile.opacity} />
        ))}
      </g>
      {lattice}
    </svg>
  );
}
