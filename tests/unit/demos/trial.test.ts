import { normalCdf, normalQuantile } from '@/lib/demos/stats';
import { power, sampleSize, simulate } from '@/lib/demos/trial';

const base = { alpha: 0.05, power: 0.8, ratio: 1, dropout: 0, sided: 2 as const };

describe('normal distribution', () => {
  it('quantiles and cdf match tables', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 5);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 5);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });
});

describe('sample size', () => {
  it("two means: Cohen's table (alpha 0.05 two-sided, power 0.80): d = 0.2 -> 393 per group; d = 0.5 -> 63 by the normal formula (Cohen's t-based table: 64)", () => {
    expect(sampleSize({ endpoint: 'means', difference: 0.2, sd: 1 }, base).n1).toBe(393);
    expect(sampleSize({ endpoint: 'means', difference: 0.5, sd: 1 }, base).n1).toBe(63);
  });
  it('two means, power 0.90: d = 0.5 -> 85 per group', () => {
    expect(sampleSize({ endpoint: 'means', difference: 0.5, sd: 1 }, { ...base, power: 0.9 }).n1).toBe(85);
  });
  it('two proportions (Fleiss, no continuity correction): 0.6 vs 0.8 -> 82 per group; 0.2 vs 0.4 -> 82 per group', () => {
    expect(sampleSize({ endpoint: 'proportions', p1: 0.6, p2: 0.8 }, base).n1).toBe(82);
    expect(sampleSize({ endpoint: 'proportions', p1: 0.2, p2: 0.4 }, base).n1).toBe(82);
  });
  it('allocation 2:1 and dropout 20%', () => {
    const r = sampleSize({ endpoint: 'means', difference: 0.5, sd: 1 }, { ...base, ratio: 2, dropout: 0.2 });
    // (1 + 1/2) * 7.849 / 0.25 = 47.1 -> 48 and 95; enrolled 60 + 119.
    expect(r.n1).toBe(48);
    expect(r.n2).toBe(95);
    expect(r.enrolled).toBe(60 + 119);
  });
  it('power at the computed size is at least the target', () => {
    const design = { endpoint: 'proportions', p1: 0.3, p2: 0.5 } as const;
    const r = sampleSize(design, base);
    expect(power(design, r.n1, r.n2, 0.05)).toBeGreaterThanOrEqual(0.8);
    expect(power(design, r.n1 - 5, r.n2 - 5, 0.05)).toBeLessThan(0.8);
  });
});

describe('simulated trials', () => {
  it('10,000 trials at 64 per group for d = 0.5 reject about 80% of the time', () => {
    const r = simulate({ endpoint: 'means', difference: 0.5, sd: 1 }, 64, 64, base, 10000, 7);
    expect(r.rejected).toBeGreaterThan(0.78);
    expect(r.rejected).toBeLessThan(0.82);
  });
  it('with no effect the false-positive rate is about alpha', () => {
    const r = simulate({ endpoint: 'means', difference: 0, sd: 1 }, 64, 64, base, 10000, 3);
    expect(r.rejected).toBeGreaterThan(0.04);
    expect(r.rejected).toBeLessThan(0.06);
  });
  it('binary endpoints and dropout: power near the analytic value, evaluable participants near the expected count', () => {
    const design = { endpoint: 'proportions', p1: 0.3, p2: 0.5 } as const;
    const size = sampleSize(design, { ...base, dropout: 0.2 });
    const e1 = Math.ceil(size.n1 / 0.8);
    const e2 = Math.ceil(size.n2 / 0.8);
    const r = simulate(design, e1, e2, { ...base, dropout: 0.2 }, 10000, 5);
    expect(r.rejected).toBeGreaterThan(0.78);
    expect(r.rejected).toBeLessThan(0.84);
    expect(r.meanEvaluable).toBeGreaterThan((e1 + e2) * 0.8 - 2);
    expect(r.meanEvaluable).toBeLessThan((e1 + e2) * 0.8 + 2);
  });
  it('a design with millions enrolled per arm (difference 0.5, SD 200, as the fields allow) runs 2 × 10,000 trials in well under a second', () => {
    const design = { endpoint: 'means', difference: 0.5, sd: 200 } as const;
    const size = sampleSize(design, base);
    expect(size.n1).toBeGreaterThan(2_000_000);
    const started = performance.now();
    const r = simulate(design, size.n1, size.n2, base, 10000, 9);
    simulate({ ...design, difference: 0 }, size.n1, size.n2, base, 10000, 10);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(r.rejected).toBeGreaterThan(0.77);
    expect(r.rejected).toBeLessThan(0.83);
  });
});
