/**
 * The colours that code outside CSS needs: the browser's theme colour, the web manifest, the
 * Open Graph cards, the artwork and the offline pages. The palette itself lives in app/globals.css; these are the same tokens by
 * name, and tests/unit/palette.test.ts fails if one of them drifts from the stylesheet.
 */
export const palette = {
  /** :root --canvas */
  paper: '#f6f5f1',
  /** :root --ink */
  ink: '#0b1220',
  /** .dark --canvas, also the always-dark hero */
  night: '#070b14',
  /** .dark --ink */
  nightInk: '#e8ecf4',
  /** .dark --line */
  nightLine: '#1f2a40',
  /** Each theme's accent on the night canvas: .dark --{theme}; the company's is .dark --signal. */
  accents: {
    company: '#5fd4cb',
    quantum: '#a99bff',
    ai: '#5fd4cb',
    biotech: '#6fd39a',
    space: '#8ab8ff',
    energy: '#f2c25b',
    security: '#f59ab6',
  },
} as const;
