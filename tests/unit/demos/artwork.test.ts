/** @jest-environment node */
import { artworkSvg, marsPosition, spaceProblems, spaceSvg, svgDataUri, SPACE_DEFAULTS, W } from '@/lib/artwork/art';
import { breakHeadline, headlineProblems, parseCardParams, partnerProblems } from '@/lib/artwork/og';

describe('shared artwork', () => {
  it('is deterministic, and the default Mars sits where the site image has it (2205, 322)', () => {
    expect(artworkSvg('space')).toBe(artworkSvg('space'));
    expect(spaceSvg(SPACE_DEFAULTS)).toBe(artworkSvg('space'));
    expect(marsPosition(SPACE_DEFAULTS.marsAngle)).toEqual({ x: 2205, y: 322 });
    expect(spaceSvg({ ...SPACE_DEFAULTS, seed: 2 })).not.toBe(artworkSvg('space'));
    expect(spaceSvg({ ...SPACE_DEFAULTS, orbits: 2 }).match(/<ellipse/g)).toHaveLength(2);
  });

  it('refuses Mars under the headline area and colors outside the palette', () => {
    expect(spaceProblems(SPACE_DEFAULTS)).toEqual([]);
    // Mars circles the Sun at x = 1800 with radius 515, so it never reaches the left third (x < 800).
    for (let angle = 0; angle < 360; angle += 15) expect(marsPosition(angle).x).toBeGreaterThan(W / 3 + 40);
    expect(spaceProblems({ ...SPACE_DEFAULTS, glow: ['#ff0000', '#5b47c7'] })).toHaveLength(1);
    expect(spaceProblems({ ...SPACE_DEFAULTS, stars: 50 })).toHaveLength(1);
  });

  it('makes base64 data URIs', () => {
    expect(svgDataUri('<svg/>')).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
  });
});

describe('header image rules', () => {
  it('blocks endorsement words and long headlines', () => {
    expect(headlineProblems('Joint work on error correction')).toEqual([]);
    expect(headlineProblems('An officially approved design')).toHaveLength(1);
    expect(headlineProblems('Certified by Tessellon')).toHaveLength(1);
    expect(headlineProblems('x'.repeat(71))).toHaveLength(1);
    expect(headlineProblems('   ')).toHaveLength(1);
    expect(headlineProblems('Compatible with Aetherion Core 5')).toHaveLength(1);
  });

  it('validates request parameters on the server as the form does', () => {
    const ok = parseCardParams(new URLSearchParams({ section: 'space', title: 'Pulsar light', partner: 'ESA', seed: '4', size: 'large' }));
    expect(ok).toEqual({ ok: true, value: { section: 'space', title: 'Pulsar light', partner: 'ESA', seed: 4, size: 'large' } });
    expect(parseCardParams(new URLSearchParams({ section: 'moon', title: 'Hi' })).ok).toBe(false);
    expect(parseCardParams(new URLSearchParams({ title: 'Hi', seed: '-1' })).ok).toBe(false);
    expect(parseCardParams(new URLSearchParams({ title: 'Official news' })).ok).toBe(false);
  });

  it('refuses letters the card typeface cannot draw (they rendered as tofu boxes), in the headline and the partner name', () => {
    for (const title of ['Quantum für alle: Zürich', 'Квантовые вычисления для всех', 'Kuantum hesaplama İstanbul', 'Tính toán lượng tử', 'Obliczenia kwantowe w Łodzi'])
      expect({ title, problems: headlineProblems(title) }).toEqual({ title, problems: [] });
    for (const title of ['الحوسبة الكمومية للجميع', 'सबके लिए क्वांटम कंप्यूटिंग', '人人可用的量子计算', '量子コンピューティング', '모두를 위한 양자 컴퓨팅', 'Qubits for Ελλάδα'])
      expect({ title, problems: headlineProblems(title) }).toEqual({ title, problems: [expect.stringMatching(/Latin or Cyrillic/)] });
    expect(partnerProblems('ESA')).toEqual([]);
    expect(partnerProblems('東京大学')).toEqual([expect.stringMatching(/Latin or Cyrillic/)]);
    expect(parseCardParams(new URLSearchParams({ title: '人人可用的量子计算' })).ok).toBe(false);
    expect(parseCardParams(new URLSearchParams({ title: 'Pulsar light', partner: 'جامعة' })).ok).toBe(false);
  });

  it('breaks headlines into at most two lines', () => {
    expect(breakHeadline('Error-corrected chemistry on Orion-9 with a long tail of words', 22)).toHaveLength(2);
    expect(breakHeadline('Short', 22)).toEqual(['Short']);
  });
});
