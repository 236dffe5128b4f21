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

/** The tiles of a cover: a triangle lattice with a few lit tiles, chosen by a seeded generator. */
function tessellation(seed: string): { points: string; lit: number }[] {
  let state = hash(seed);
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const cols = 8;
  const rows = 3;
  const tiles: { points: string; lit: number }[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const x = col * 25;
      const y = row * 40;
      const up = (row + col) % 2 === 0;
      const points = up ? `${x},${y + 40} ${x + 25},${y} ${x + 50},${y + 40}` : `${x},${y} ${x + 50},${y} ${x + 25},${y + 40}`;
      const roll = next();
      tiles.push({ points, lit: roll > 0.72 ? 0.2 + next() * 0.6 : 0 });
    }
  return tiles;
}

/**
 * A small tessellation drawn from a seed: every entry gets its own, recognisably on-brand cover
 * without a single image request.
 */
export function CoverArt({ seed, theme, className }: { seed: string; theme: Theme; className?: string }) {
  const tiles = tessellation(seed);
  return (
    <svg viewBox="0 0 200 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" className={className}>
      <rect width="200" height="120" fill="var(--surface-2)" />
      {tiles.map((tile) => (
        <polygon
          key={tile.points}
          points={tile.points}
          fill={tile.lit ? themeColor[theme] : 'none'}
          fillOpacity={tile.lit}
          stroke="var(--line-strong)"
          strokeWidth="0.6"
        />
      ))}
    </svg>
  );
}
