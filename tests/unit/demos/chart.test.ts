import { extent, formatTick, logTicks, niceTicks, scale } from '@/lib/demos/chart';
import { gaussian, seededRandom } from '@/lib/demos/random';

describe('chart scales', () => {
  it('picks round ticks', () => {
    expect(niceTicks(0, 10, 5)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(0, 1, 4)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(logTicks(1e-4, 1)).toEqual([1e-4, 1e-3, 1e-2, 1e-1, 1]);
  });
  it('maps linear and log domains onto the range', () => {
    const linear = scale([0, 10], [0, 100]);
    expect(linear(5)).toBe(50);
    const log = scale([0.001, 1], [0, 300], { log: true });
    expect(log(0.01)).toBeCloseTo(100);
  });
  it('pads flat extents and formats ticks', () => {
    expect(extent([3, 3])).toEqual([2, 4]);
    expect(extent([])).toEqual([0, 1]);
    expect(formatTick(0.0001)).toBe('1e-4');
    expect(formatTick(25000)).toBe('25k');
  });
  it('seeded randomness repeats and gaussian samples have unit variance', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect(a()).toBe(b());
    const random = seededRandom(1);
    const samples = Array.from({ length: 20000 }, () => gaussian(random));
    const mean = samples.reduce((s, v) => s + v, 0) / samples.length;
    const variance = samples.reduce((s, v) => s + (v - mean) ** 2, 0) / samples.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(variance).toBeCloseTo(1, 1);
  });
});
