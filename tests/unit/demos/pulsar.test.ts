import { AU, direction, errorEllipse, leastSquares, pulsars, simulate, sunAngle, transferPosition, type Row } from '@/lib/demos/pulsar';

const row = (longitude: number, truth: [number, number, number], sigma = 1): Row => {
  const n = direction(longitude);
  return { h: [n[0], n[1], 1], y: n[0] * truth[0] + n[1] * truth[1] + truth[2], sigma };
};

describe('least-squares fix', () => {
  it('recovers a known position and clock offset exactly from noise-free timings', () => {
    const truth: [number, number, number] = [3000, -4000, 500];
    const fix = leastSquares([row(0, truth), row(90, truth), row(45, truth), row(200, truth)]);
    expect(fix.estimate[0]).toBeCloseTo(3000, 6);
    expect(fix.estimate[1]).toBeCloseTo(-4000, 6);
    expect(fix.estimate[2]).toBeCloseTo(500, 6);
  });

  it('two perpendicular pulsars with 2 m errors give a round 95% ellipse of radius 2 * sqrt(5.991)', () => {
    const rows: Row[] = [
      { h: [1, 0, 0], y: 0, sigma: 2 },
      { h: [0, 1, 0], y: 0, sigma: 2 },
    ];
    const fix = leastSquares(rows, [Infinity, Infinity, 1]);
    expect(fix.covariance[0]?.[0]).toBeCloseTo(4, 9);
    expect(fix.covariance[1]?.[1]).toBeCloseTo(4, 9);
    const ellipse = errorEllipse(fix.covariance);
    expect(ellipse.major).toBeCloseTo(2 * Math.sqrt(5.991), 2);
    expect(ellipse.minor).toBeCloseTo(2 * Math.sqrt(5.991), 2);
  });

  it('pulsars close together in the sky leave a long thin ellipse across their direction', () => {
    const rows: Row[] = [10, 20].map((lon) => ({ h: [direction(lon)[0], direction(lon)[1], 0], y: 0, sigma: 1 }));
    const ellipse = errorEllipse(leastSquares(rows, [Infinity, Infinity, 1]).covariance);
    expect(ellipse.major / ellipse.minor).toBeGreaterThan(8);
    // Long axis perpendicular to the mean direction (15 degrees): at 105 degrees (mod 180).
    const deg = ((((ellipse.angle * 180) / Math.PI) % 180) + 180) % 180;
    expect(deg).toBeCloseTo(105, 0);
  });
});

describe('transfer geometry', () => {
  it('departs at 1 AU and arrives at 1.524 AU on the far side after 259 days', () => {
    const [x0, y0] = transferPosition(0);
    expect(x0 / AU).toBeCloseTo(1, 6);
    expect(y0).toBeCloseTo(0, 0);
    const [x1, y1] = transferPosition(259);
    expect(Math.hypot(x1, y1) / AU).toBeCloseTo(1.524, 2);
    expect(x1).toBeLessThan(0);
  });
  it('the Sun angle of a pulsar straight towards the Sun is 0', () => {
    const crab = pulsars[0];
    if (!crab) throw new Error('no pulsars');
    // Put the spacecraft on the far side of the Sun from the Crab's direction.
    const n = direction(crab.longitude);
    expect(sunAngle([-n[0] * AU, -n[1] * AU], crab)).toBeCloseTo(0, 6);
  });
});

describe('simulation', () => {
  const all = pulsars.map((p) => p.name);
  const base = { day: 60, selected: all.slice(0, 5), hours: 1, clock: 'quartz' as const, sunExclusion: false, groundContact: false, seed: 3 };

  it('timing error falls with the square root of observing time', () => {
    const one = simulate(base).observations[1]?.sigma ?? 0;
    const four = simulate({ ...base, hours: 4 }).observations[1]?.sigma ?? 0;
    expect(four / one).toBeCloseTo(0.5, 2);
    // 1 microsecond is about 300 m: Vela's 6 us per hour is about 1.8 km.
    expect(one).toBeCloseTo(6e-6 * 299_792_458, -2);
  });

  it('each pulsar shrinks the ellipse; the truth lies inside the 95% ellipse about 95% of the time', () => {
    const sim = simulate(base);
    const majors = sim.fixes.map((fix) => errorEllipse(fix.covariance).major);
    for (let i = 1; i < majors.length; i++) expect(majors[i]).toBeLessThanOrEqual((majors[i - 1] ?? Infinity) * (1 + 1e-4));
    let inside = 0;
    const runs = 400;
    for (let seed = 1; seed <= runs; seed++) {
      const s = simulate({ ...base, seed });
      const fix = s.fixes.at(-1);
      if (!fix) continue;
      const dx = s.truth[0] - fix.estimate[0];
      const dy = s.truth[1] - fix.estimate[1];
      const [a, b, d] = [fix.covariance[0]?.[0] ?? 0, fix.covariance[0]?.[1] ?? 0, fix.covariance[1]?.[1] ?? 0];
      const det = a * d - b * b;
      const mahalanobis = (d * dx * dx - 2 * b * dx * dy + a * dy * dy) / det;
      if (mahalanobis <= 5.991) inside++;
    }
    expect(inside / runs).toBeGreaterThan(0.92);
    expect(inside / runs).toBeLessThan(0.98);
  });

  it('sun exclusion removes pulsars near the Sun, and a ground pass tightens the fix', () => {
    const excluded = [0, 40, 80, 120, 160, 200, 240].some((day) => simulate({ ...base, day, sunExclusion: true }).observations.some((o) => o.excluded));
    expect(excluded).toBe(true);
    const without = simulate(base).fixes.at(-1);
    const withGround = simulate({ ...base, groundContact: true }).fixes.at(-1);
    if (!without || !withGround) throw new Error('no fix');
    expect(errorEllipse(withGround.covariance).minor).toBeLessThan(errorEllipse(without.covariance).minor);
  });
});
