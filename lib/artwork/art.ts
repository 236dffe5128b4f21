/**
 * The site's original artwork, drawn from code as SVG: one background per section (spec 2.1) and
 * the logo. Deterministic (seeded), so the same parameters always give the same image. Used by
 * scripts/generate-artwork.mjs (the files in public/), the Open Graph cards (app/og) and the
 * image generators (/generate/mars-hero, /generate/header-image). Plain TypeScript, no React.
 * The night canvas and the accents come from lib/palette.ts (the stylesheet's tokens); the other
 * tints are the artwork's own.
 */

import { seededRandom as rng } from '@/lib/demos/random';
import { logoMarkup } from '@/lib/logo';
import { palette } from '@/lib/palette';

const { night, nightInk, accents } = palette;

export const W = 2400;
export const H = 1200;


const base = (glowA: string, glowB: string) => `
  <defs>
    <radialGradient id="ga" cx="78%" cy="28%" r="60%"><stop offset="0" stop-color="${glowA}" stop-opacity="0.55"/><stop offset="1" stop-color="${glowA}" stop-opacity="0"/></radialGradient>
    <radialGradient id="gb" cx="12%" cy="92%" r="55%"><stop offset="0" stop-color="${glowB}" stop-opacity="0.35"/><stop offset="1" stop-color="${glowB}" stop-opacity="0"/></radialGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${night}" stop-opacity="0.92"/><stop offset="0.55" stop-color="${night}" stop-opacity="0.35"/><stop offset="1" stop-color="${night}" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="${night}"/>
  <rect width="${W}" height="${H}" fill="url(#ga)"/>
  <rect width="${W}" height="${H}" fill="url(#gb)"/>`;

const stars = (r: () => number, n: number, color = '#dbe6ff') =>
  Array.from({ length: n }, () => {
    const x = r() * W;
    const y = r() * H;
    const size = r() ** 3 * 2.4 + 0.4;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size.toFixed(2)}" fill="${color}" opacity="${(0.25 + r() * 0.6).toFixed(2)}"/>`;
  }).join('');

/** Two-source interference rings over a qubit lattice. */
function quantum(seed = 11) {
  const r = rng(seed);
  const rings: string[] = [];
  for (const [cx, cy, color] of [
    [1650, 420, accents.quantum],
    [1980, 760, accents.company],
  ] as const) {
    for (let i = 1; i < 46; i++) rings.push(`<circle cx="${cx}" cy="${cy}" r="${i * 28}" fill="none" stroke="${color}" stroke-width="1.4" opacity="${(0.5 - i * 0.0095).toFixed(3)}"/>`);
  }
  const lattice: string[] = [];
  for (let x = 1180; x < W; x += 72)
    for (let y = 120; y < H; y += 72) {
      const on = r() > 0.82;
      lattice.push(`<circle cx="${x}" cy="${y}" r="${on ? 4.5 : 1.6}" fill="${on ? '#e9e4ff' : '#8f86d9'}" opacity="${on ? 0.95 : 0.5}"/>`);
    }
  return `${base('#5b47c7', '#0a6b74')}<g>${rings.join('')}</g><g>${lattice.join('')}</g><rect width="${W}" height="${H}" fill="url(#fade)"/>`;
}

/** A layered network: nodes in columns with weighted edges. */
function ai(seed = 23) {
  const r = rng(seed);
  const layers = [6, 10, 14, 10, 6];
  const nodes = layers.map((count, li) =>
    Array.from({ length: count }, (_, i) => ({ x: 1150 + li * 280 + (r() - 0.5) * 40, y: 140 + ((i + 0.5) * (H - 280)) / count + (r() - 0.5) * 30 })),
  );
  const edges: string[] = [];
  for (let li = 0; li < nodes.length - 1; li++)
    for (const a of nodes[li] ?? [])
      for (const b of nodes[li + 1] ?? [])
        if (r() > 0.55) edges.push(`<path d="M${a.x.toFixed(1)} ${a.y.toFixed(1)} C${(a.x + 140).toFixed(1)} ${a.y.toFixed(1)} ${(b.x - 140).toFixed(1)} ${b.y.toFixed(1)} ${b.x.toFixed(1)} ${b.y.toFixed(1)}" stroke="${accents.company}" stroke-width="${(0.6 + r() * 1.4).toFixed(2)}" fill="none" opacity="${(0.12 + r() * 0.4).toFixed(2)}"/>`);
  const dots = nodes.flat().map((n) => `<circle cx="${n.x.toFixed(1)}" cy="${n.y.toFixed(1)}" r="${(5 + r() * 6).toFixed(1)}" fill="#0d1424" stroke="#9ff0e8" stroke-width="2"/>`);
  return `${base('#0a6b74', '#5b47c7')}<g>${edges.join('')}</g><g>${dots.join('')}</g><rect width="${W}" height="${H}" fill="url(#fade)"/>`;
}

/** A double helix drawn as two phase-shifted sine strands with base pairs. */
function biotech(seed = 0) {
  const strands: string[] = [];
  const pairs: string[] = [];
  for (let k = 0; k < 3; k++) {
    const y0 = 300 + k * 300;
    const amp = 120 - k * 25;
    const pts = (phase: number) =>
      Array.from({ length: 121 }, (_, i) => {
        const x = 1000 + i * 12;
        return `${x},${(y0 + Math.sin(i / 9 + phase + k + seed) * amp).toFixed(1)}`;
      }).join(' ');
    const op = (0.85 - k * 0.25).toFixed(2);
    strands.push(`<polyline points="${pts(0)}" fill="none" stroke="${accents.biotech}" stroke-width="3" opacity="${op}"/>`);
    strands.push(`<polyline points="${pts(Math.PI)}" fill="none" stroke="${accents.company}" stroke-width="3" opacity="${op}"/>`);
    for (let i = 0; i < 121; i += 4) {
      const x = 1000 + i * 12;
      const a = y0 + Math.sin(i / 9 + k + seed) * amp;
      const b = y0 + Math.sin(i / 9 + Math.PI + k + seed) * amp;
      pairs.push(`<line x1="${x}" y1="${a.toFixed(1)}" x2="${x}" y2="${b.toFixed(1)}" stroke="#c9f5dc" stroke-width="1.5" opacity="${(0.5 - k * 0.14).toFixed(2)}"/>`);
    }
  }
  return `${base('#2b7a4b', '#0a6b74')}<g>${pairs.join('')}</g><g>${strands.join('')}</g><rect width="${W}" height="${H}" fill="url(#fade)"/>`;
}

/** Parameters of the space (Mars hero) artwork; the defaults draw the image on the site. */
export type SpaceParams = {
  seed: number;
  /** 100 to 900. */
  stars: number;
  /** 2 to 6 orbits around the Sun. */
  orbits: number;
  transferArc: boolean;
  /** Mars's angle around the Sun, degrees (0 = right, counter-clockwise). */
  marsAngle: number;
  /** Two background glows from the space palette. */
  glow: readonly [string, string];
};

export const SPACE_DEFAULTS: SpaceParams = { seed: 37, stars: 520, orbits: 5, transferArc: true, marsAngle: 38.1385, glow: ['#2459a8', '#5b47c7'] };

/** The approved glow colors for the space artwork. */
export const SPACE_GLOWS = ['#2459a8', '#5b47c7', '#0a6b74', '#9a4a07', '#2b7a4b', '#a33a5b'] as const;

const ORBIT_RADII = [260, 420, 600, 800, 1020, 1260];
const MARS_DISTANCE = 514.926;

/** Where Mars sits for an angle: on a circle around the Sun at (1800, 640). */
export function marsPosition(angle: number): { x: number; y: number } {
  const a = (angle * Math.PI) / 180;
  return { x: Math.round((1800 + MARS_DISTANCE * Math.cos(a)) * 10) / 10, y: Math.round((640 - MARS_DISTANCE * Math.sin(a)) * 10) / 10 };
}

/** Bright elements must stay out of the left third, which carries the page's headline. */
export function spaceProblems(params: SpaceParams): string[] {
  const problems: string[] = [];
  if (marsPosition(params.marsAngle).x < W / 3 + 40) problems.push('Mars would sit under the headline area (the left third).');
  if (params.stars < 100 || params.stars > 900) problems.push('Star count must be between 100 and 900.');
  if (params.orbits < 2 || params.orbits > 6) problems.push('Orbits must be between 2 and 6.');
  if (!params.glow.every((color) => (SPACE_GLOWS as readonly string[]).includes(color))) problems.push('Glow colors must come from the space palette.');
  return problems;
}

/** Orbits, a transfer trajectory and a star field. */
function space(params: SpaceParams = SPACE_DEFAULTS) {
  const r = rng(params.seed);
  const orbits = ORBIT_RADII.slice(0, params.orbits)
    .map((rx, i) => `<ellipse cx="1800" cy="640" rx="${rx}" ry="${rx * 0.42}" transform="rotate(-14 1800 640)" fill="none" stroke="${accents.space}" stroke-width="1.5" opacity="${Math.max(0.08, 0.5 - i * 0.07).toFixed(2)}" ${i === 3 ? 'stroke-dasharray="6 10"' : ''}/>`)
    .join('');
  const mars = marsPosition(params.marsAngle);
  const arc = params.transferArc ? `<path d="M1560 520 C 1500 200, 2300 120, 2560 420" stroke="#f0a35c" stroke-width="2.5" fill="none" stroke-dasharray="2 9" stroke-linecap="round"/>` : '';
  return `${base(params.glow[0], params.glow[1])}${stars(r, params.stars)}<circle cx="1800" cy="640" r="70" fill="${accents.energy}" opacity="0.9"/><circle cx="1800" cy="640" r="150" fill="${accents.energy}" opacity="0.08"/>${orbits}${arc}<circle cx="${mars.x}" cy="${mars.y}" r="11" fill="${nightInk}"/><rect width="${W}" height="${H}" fill="url(#fade)"/>`;
}

/** The tessellation: triangular tiles meeting without gaps, a few lit. */
function tessellation(seed = 5) {
  const r = rng(seed);
  const s = 120;
  const h = (s * Math.sqrt(3)) / 2;
  const tiles: string[] = [];
  const tints = [accents.company, accents.quantum, accents.biotech, accents.space, accents.energy];
  for (let row = -1; row < H / h + 1; row++)
    for (let col = -1; col < W / (s / 2) + 1; col++) {
      const x = col * (s / 2) + (row % 2 ? s / 2 : 0);
      const y = row * h;
      const up = (col + row) % 2 === 0;
      const pts = up ? `${x},${y + h} ${x + s / 2},${y} ${x + s},${y + h}` : `${x},${y} ${x + s},${y} ${x + s / 2},${y + h}`;
      const weight = Math.max(0, (x - 900) / (W - 900));
      const lit = r() < 0.1 * weight;
      const fill = lit ? tints[Math.floor(r() * tints.length)] : 'none';
      tiles.push(`<polygon points="${pts}" fill="${fill}" fill-opacity="${lit ? (0.18 + r() * 0.35).toFixed(2) : 0}" stroke="#33415e" stroke-width="1" opacity="${(0.25 + weight * 0.6).toFixed(2)}"/>`);
    }
  return `${base('#0a6b74', '#9a4a07')}<g>${tiles.join('')}</g><rect width="${W}" height="${H}" fill="url(#fade)"/>`;
}

export const artworks = {
  quantum: (seed?: number) => quantum(seed),
  ai: (seed?: number) => ai(seed),
  biotech: (seed?: number) => biotech(seed),
  space: (seed?: number) => space(seed === undefined ? SPACE_DEFAULTS : { ...SPACE_DEFAULTS, seed }),
  default: (seed?: number) => tessellation(seed),
};
export type ArtworkName = keyof typeof artworks;

/** A complete SVG document for an artwork; `width`/`height` scale it (the drawing is 2400 x 1200). */
export function artworkSvg(name: ArtworkName, width = W, height = H, drawing?: string, seed?: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${drawing ?? artworks[name](seed)}</svg>`;
}

/** The Mars hero artwork with its parameters. */
export function spaceSvg(params: SpaceParams, width = W, height = H): string {
  return artworkSvg('space', width, height, space(params));
}

/** A data URI for an SVG string (for <img> in Open Graph cards and previews). */
export function svgDataUri(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The mark (lib/logo.ts) as an SVG file: light on the night canvas, with a rounded square behind it for app icons. */
export const logo = (size: number, background: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${background ? `<rect width="32" height="32" rx="7" fill="${night}"/><g transform="translate(4 4) scale(0.75)">` : '<g>'}${logoMarkup(nightInk, accents.company)}</g></svg>`;

