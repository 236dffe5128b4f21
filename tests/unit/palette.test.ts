import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { palette } from '@/lib/palette';

const css = readFileSync(join(__dirname, '../../app/globals.css'), 'utf8');

/** The custom properties declared in the first rule whose selector is `selector`. */
function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()]));
}

describe('palette', () => {
  const light = tokens(':root');
  const dark = tokens('.dark');

  it('names the stylesheet tokens, value for value', () => {
    expect(palette.paper).toBe(light.canvas);
    expect(palette.ink).toBe(light.ink);
    expect(palette.night).toBe(dark.canvas);
    expect(palette.nightInk).toBe(dark.ink);
    expect(palette.nightLine).toBe(dark.line);
    for (const [theme, colour] of Object.entries(palette.accents)) expect({ theme, colour }).toEqual({ theme, colour: dark[theme === 'company' ? 'signal' : theme] });
  });

  it('gives the always-dark hero the dark theme\'s canvas, ink and signal', () => {
    const theme = tokens('@theme inline');
    expect([theme['color-hero'], theme['color-hero-ink'], theme['color-hero-accent'], theme['color-hero-accent-ink']]).toEqual([dark.canvas, dark.ink, dark.signal, dark['signal-ink']]);
  });
});
