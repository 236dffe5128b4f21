import { barChartTable, extent, formatDatum, formatTick, lineChartTable, logTicks, niceTicks, sampleIndices, scale, ticksEvery, visibleCategoryLabels } from '@/lib/demos/chart';
import { gaussian, seededRandom } from '@/lib/demos/random';

describe('chart scales', () => {
  it('picks round ticks', () => {
    expect(niceTicks(0, 10, 5)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(0, 1, 4)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(logTicks(1e-4, 1)).toEqual([1e-4, 1e-3, 1e-2, 1e-1, 1]);
  });
  it('draws the multiples of a given step, ends included despite rounding', () => {
    expect(ticksEvery(0, 12.5, 2.5)).toEqual([0, 2.5, 5, 7.5, 10, 12.5]);
    expect(ticksEvery(-0.3, 0.9, 0.3)).toEqual([-0.3, 0, 0.3, 0.6, 0.9]);
    expect(ticksEvery(0.1, 0.95, 0.25)).toEqual([0.25, 0.5, 0.75]);
    // A step wins over a count; a log axis keeps its powers of ten.
    expect(scale([0, 12.5], [0, 100], { ticks: 3, step: 2.5 }).ticks).toEqual([0, 2.5, 5, 7.5, 10, 12.5]);
    expect(scale([0, 12.5], [0, 100], { ticks: 3 }).ticks).toEqual([0, 5, 10]);
    expect(scale([0.01, 10], [0, 100], { log: true, step: 2 }).ticks).toEqual([0.01, 0.1, 1, 10]);
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
    expect(formatTick(0.0001)).toBe('10⁻⁴');
    expect(formatTick(0.0005)).toBe('5 × 10⁻⁴');
    expect(formatTick(-0.0002)).toBe('−2 × 10⁻⁴');
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

describe('visibleCategoryLabels', () => {
  it('shows every label that fits in its band', () => {
    // The same histogram at 1280 px: 42 px labels over 44.4 px bands.
    expect(visibleCategoryLabels([38, 41.8, 39, 38], 44.4)).toEqual([true, true, true, true]);
  });

  it('thins labels wider than their band to every k-th, so none overlap (a histogram on a phone)', () => {
    // Ten "277 µs" labels of about 41 px over 23.4 px bands (the histogram at 390 px): every second.
    const shown = visibleCategoryLabels(Array.from({ length: 10 }, () => 41), 23.4);
    expect(shown).toEqual([true, false, true, false, true, false, true, false, true, false]);
    const centres = shown.flatMap((visible, index) => (visible ? [23.4 * (index + 0.5)] : []));
    centres.slice(1).forEach((centre, n) => expect(centre - (centres[n] ?? 0)).toBeGreaterThanOrEqual(41));
  });

  it("keeps a chart's own sparse labelling (every fifth day) and thins among those labels only", () => {
    const widths = Array.from({ length: 30 }, (_, day) => (day % 5 === 0 ? 16 : 0));
    expect(visibleCategoryLabels(widths, 10)).toEqual(widths.map((width) => width > 0));
    const narrow = visibleCategoryLabels(widths, 3);
    expect(narrow.flatMap((visible, index) => (visible ? [index] : []))).toEqual([0, 10, 20]);
  });

  it('never hides anything when there is at most one label or no measurable band', () => {
    expect(visibleCategoryLabels([120], 20)).toEqual([true]);
    expect(visibleCategoryLabels([40, 40], 0)).toEqual([true, true]);
  });
});

describe('chart data tables', () => {
  it('write figures to four significant digits, grouped, and a missing one as a dash', () => {
    expect([formatDatum(0.123456), formatDatum(12345.6), formatDatum(1), formatDatum(undefined), formatDatum(Number.NaN)]).toEqual(['0.1235', '12,350', '1', '–', '–']);
  });

  it('sample a long run evenly, always keeping the first and last rows', () => {
    expect(sampleIndices(5, 40)).toEqual([0, 1, 2, 3, 4]);
    const picked = sampleIndices(10_000, 40);
    expect(picked).toHaveLength(40);
    expect([picked[0], picked.at(-1)]).toEqual([0, 9_999]);
    expect(new Set(picked.slice(1).map((index, i) => index - (picked[i] ?? 0))).size).toBeLessThanOrEqual(2);
  });

  it('give a line chart a row per x value and a column per series, a dash where a series has no point', () => {
    const table = lineChartTable(
      [
        { label: 'Latency', points: [[1, 0.5], [2, 1.25], [3, 0.75]] },
        { label: '1 µs budget', points: [[1, 1], [3, 1]] },
      ],
      'Syndrome round',
    );
    expect(table).toEqual({
      columns: ['Syndrome round', 'Latency', '1 µs budget'],
      rows: [['1', '0.5', '1'], ['2', '1.25', '–'], ['3', '0.75', '1']],
      total: 3,
    });
    const long = lineChartTable([{ label: 'Latency', points: Array.from({ length: 1000 }, (_, i) => [i + 1, i] as const) }], 'Round');
    expect(long.total).toBe(1000);
    expect(long.rows).toHaveLength(40);
    expect(long.rows.at(-1)).toEqual(['1,000', '999']);
  });

  it('give a bar chart a row per category', () => {
    expect(barChartTable(['1', '2'], [{ label: 'Guided', values: [3, 5] }, { label: 'Random', values: [1] }], 'Round')).toEqual({
      columns: ['Round', 'Guided', 'Random'],
      rows: [['1', '3', '1'], ['2', '5', '–']],
      total: 2,
    });
  });
});
