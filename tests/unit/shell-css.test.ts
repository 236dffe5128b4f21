import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(process.cwd(), 'app', 'globals.css'), 'utf8');
const fonts = readFileSync(join(process.cwd(), 'app', 'fonts.css'), 'utf8');

describe('globals.css, shell rules', () => {
  it('sums both banners into --shell-offset (the header, section bar and spacer use it)', () => {
    expect(css).toMatch(/--shell-offset:\s*calc\(var\(--banner-offset, 0px\) \+ var\(--offline-offset, 0px\)\)/);
  });

  it('gives eyebrows the body font in the languages whose letters the mono subset lacks', () => {
    // The mono subset is ASCII and punctuation only: no Arabic, Devanagari, Cyrillic or CJK.
    const mono = fonts.split('@font-face').find((face) => face.includes("'Geist Mono'")) ?? '';
    expect(mono).toMatch(/unicode-range: U\+0020-007E, U\+00A0-00BF,/);
    expect(mono).not.toMatch(/U\+04|U\+06|U\+09|U\+4E|U\+AC|U\+30/);
    const rule = css.match(/\.eyebrow:is\(([^)]*(?:\)[^{]*)?)\)\s*\{\s*font-family: var\(--font-sans\);/);
    expect(rule).not.toBeNull();
    for (const lang of ['ar', 'hi', 'ru', 'zh', 'ja', 'ko']) expect(rule?.[1]).toContain(`:lang(${lang})`);
  });

  it('names each CJK language\'s own fonts first, and breaks Korean between words', () => {
    const stack = (lang: string) => css.match(new RegExp(`html:lang\\(${lang}\\) \\{\\s*--font-sans: ([^;]+);`))?.[1] ?? '';
    // Japanese and Traditional Chinese never fall to the Simplified Chinese font before their own.
    expect(stack('ja')).toMatch(/^'Geist', 'Geist Fallback', .*'Hiragino Sans'/);
    expect(stack('zh-TW')).toMatch(/^'Geist', 'Geist Fallback', .*'PingFang TC'/);
    expect(stack('ko')).toMatch(/^'Geist', 'Geist Fallback', .*'Apple SD Gothic Neo'/);
    for (const lang of ['ja', 'zh-TW', 'ko']) expect(stack(lang)).not.toContain('PingFang SC');
    expect(css).toMatch(/:lang\(ko\) \{\s*word-break: keep-all;/);
  });

  it('sets text in metric-matched fallbacks until the web fonts arrive, for their scripts only', () => {
    expect(css).toMatch(/--font-sans: 'Geist', 'Geist Fallback', /);
    expect(css).toMatch(/--font-mono: 'Geist Mono', 'Geist Mono Fallback', /);
    const faces = fonts.split('@font-face').filter((face) => /font-family: 'Geist (Mono )?Fallback'/.test(face));
    // Regular, medium and semibold text each get their own scale (a synthesised bold is narrower than Geist's).
    expect(faces.map((face) => face.match(/font-weight: ([\d ]+);/)?.[1])).toEqual(['100 450', '451 550', '551 900', '100 900']);
    for (const face of faces) {
      expect(face).toMatch(/src: local\('(Arial|Arial Bold|Courier New)'\)/);
      expect(face).toMatch(/size-adjust: \d+\.\d\d%/);
      // Arabic, Devanagari and CJK keep the system fonts of the stack.
      expect(face).toMatch(/unicode-range: U\+/);
      expect(face).not.toMatch(/U\+06|U\+09|U\+4E|U\+AC|U\+30/);
    }
  });

  it('shows the skip link to the section bar where it is the visible navigation, and only there', () => {
    expect(css).toMatch(/html:not\(:has\(#section-nav\)\) \.skip-link\[href='#section-nav'\] \{\s*display: none;/);
    expect(css).toMatch(/@media \(width < 64rem\) \{\s*\.skip-link\[href='#section-nav'\] \{\s*display: none;/);
    expect(css).toMatch(/@media \(width >= 64rem\) \{\s*html:has\(#section-nav\) \.skip-link\[href='#site-nav'\] \{\s*display: none;/);
  });
});
