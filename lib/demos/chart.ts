/** Scales and ticks for the demos' SVG charts: plain arithmetic, no charting library. */
import { scientific } from '../scientific';

export type Scale = ((value: number) => number) & { ticks: number[]; log: boolean };

/** The round steps between ticks, per power of ten. */
const NICE_STEPS = [1, 2, 2.5, 5] as const;

/** Round tick values (1, 2, 2.5, 5 x 10^n steps) covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) return [min];
  const rough = (max - min) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [...NICE_STEPS, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  return ticksEvery(min, max, step);
}

/** The multiples of `step` within [min, max] (to a billionth of a step, so that rounding cannot drop an end). */
export function ticksEvery(min: number, max: number, step: number): number[] {
  const first = Math.ceil(min / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = first; value <= max + step * 1e-9; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}

/** Powers of ten covering [min, max] (both > 0). */
export function logTicks(min: number, max: number): number[] {
  const ticks: number[] = [];
  for (let e = Math.floor(Math.log10(min)); e <= Math.ceil(Math.log10(max)); e++) ticks.push(Number((10 ** e).toPrecision(6)));
  return ticks.filter((tick) => tick >= min * 0.999 && tick <= max * 1.001);
}

/**
 * Maps [d0, d1] to [r0, r1], linearly or on a log axis. Its ticks: powers of ten on a log axis,
 * multiples of `step` when one is given (an axis from paddedDomain), else about `ticks` round ones.
 */
export function scale(domain: readonly [number, number], range: readonly [number, number], options: { log?: boolean; ticks?: number; step?: number } = {}): Scale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const log = Boolean(options.log);
  const f = log ? Math.log10 : (v: number) => v;
  const a = f(d0);
  const b = f(d1);
  const span = b - a || 1;
  const map = (value: number) => r0 + ((f(log ? Math.max(value, d0 * 1e-3) : value) - a) / span) * (r1 - r0);
  const ticks = log ? logTicks(d0, d1) : options.step ? ticksEvery(d0, d1, options.step) : niceTicks(d0, d1, options.ticks ?? 5);
  return Object.assign(map, { ticks, log });
}

/** The extent of some numbers, padded so that a flat series still gets a visible range. */
export function extent(values: readonly number[], fallback: [number, number] = [0, 1]): [number, number] {
  const finite = values.filter(Number.isFinite);
  if (!finite.length) return fallback;
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  if (min === max) return [min - 1, max + 1];
  return [min, max];
}

/** A chart axis: its domain, about how many tick intervals it wants, and the step between ticks when chosen. */
export type Axis = { domain: [number, number]; ticks: number; step?: number };

/**
 * A line or scatter chart's linear axis from its data (log axes and domains a demo passes keep
 * theirs): the extent widened by 5% of its range on each side, then out to round ticks, so that no
 * point sits on the frame or the axis and the frame ends on a labelled gridline. Of the round steps
 * that give between half and all of `ticks` intervals, the one whose domain is narrowest, and that
 * step for `scale` to draw. Data that never cross zero keep it as their floor (or ceiling) rather
 * than a negative tick; a flat series gets extent's ±1, a chart with no points yet extent's [0, 1].
 */
export function paddedDomain(values: readonly number[], ticks: number): Axis {
  if (!values.some(Number.isFinite)) return { domain: extent(values), ticks };
  const [min, max] = extent(values);
  const pad = (max - min) * 0.05;
  const lo = min >= 0 ? Math.max(0, min - pad) : min - pad;
  const hi = max <= 0 ? Math.min(0, max + pad) : max + pad;
  const magnitude = 10 ** Math.floor(Math.log10((hi - lo) / ticks));
  const round = (value: number) => Number(value.toPrecision(12));
  let best: Axis | undefined;
  for (const step of [...NICE_STEPS, ...NICE_STEPS.map((m) => m * 10)].map((m) => round(m * magnitude))) {
    const domain: [number, number] = [round(Math.floor(lo / step + 1e-9) * step), round(Math.ceil(hi / step - 1e-9) * step)];
    const intervals = Math.round((domain[1] - domain[0]) / step);
    if (intervals > ticks || intervals < ticks / 2) continue;
    if (!best || domain[1] - domain[0] < best.domain[1] - best.domain[0]) best = { domain, ticks, step };
  }
  return best ?? { domain: [lo, hi], ticks };
}

/** Compact tick labels: 0.001 -> "0.001", 1e-5 -> "10⁻⁵", 5e-5 -> "5 × 10⁻⁵", 12000 -> "12k". */
export function formatTick(value: number): string {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs < 1e-3) return scientific(value, 0).replace(/^1 × /, '');
  if (abs >= 1e6) return `${Number((value / 1e6).toPrecision(3))}M`;
  if (abs >= 1e4) return `${Number((value / 1e3).toPrecision(3))}k`;
  return String(Number(value.toPrecision(3)));
}

/**
 * Which category labels of a bar chart to show so that no two touch, from the labels' measured
 * widths (0 for an empty label, which a chart uses to label only some bars) and the width of one
 * category band: every k-th of the non-empty labels, k as small as it can be. Ten histogram bins
 * labelled "277 µs" (about 40 px each) over 23 px bands, a phone's chart, ran into one another.
 */
export function visibleCategoryLabels(widths: readonly number[], band: number, gap = 2): boolean[] {
  const labelled = widths.flatMap((width, index) => (width > 0 ? [index] : []));
  if (labelled.length < 2 || !(band > 0)) return widths.map((width) => width > 0);
  const widest = Math.max(...widths);
  const closest = Math.min(...labelled.slice(1).map((index, n) => index - (labelled[n] ?? 0)));
  const stride = Math.max(1, Math.ceil((widest + gap) / (closest * band)));
  const shown = new Set(labelled.filter((_, n) => n % stride === 0));
  return widths.map((_, index) => shown.has(index));
}

/** A figure in a chart's data table: four significant digits, thousands grouped, as the demos write numbers (English). */
export function formatDatum(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 }).format(value);
}

/** A chart's figures as table rows: a header, the rows, and how many rows there were before sampling. */
export type ChartTable = { columns: string[]; rows: string[][]; total: number };

/**
 * The indices of `count` rows to show when there are more than `max`: evenly spaced, the first
 * and the last always included, so that a 10,000-round run reads as a table of `max` rows.
 */
export function sampleIndices(count: number, max: number): number[] {
  if (count <= max) return Array.from({ length: count }, (_, index) => index);
  const picked = new Set<number>();
  for (let step = 0; step < max; step++) picked.add(Math.round((step * (count - 1)) / (max - 1)));
  return [...picked].sort((a, b) => a - b);
}

/**
 * A line chart's series as one table: a row per x value any series has (sorted), a column per
 * series, '–' where a series has no point at that x (a two-point budget line, say).
 */
export function lineChartTable(series: readonly { label: string; points: readonly (readonly [number, number])[] }[], xLabel: string, maxRows = 40): ChartTable {
  const xs = [...new Set(series.flatMap((s) => s.points.map(([x]) => x)))].sort((a, b) => a - b);
  const byX = series.map((s) => new Map(s.points.map(([x, y]) => [x, y])));
  const rows = sampleIndices(xs.length, maxRows).map((index) => {
    const x = xs[index] ?? 0;
    return [formatDatum(x), ...byX.map((values) => formatDatum(values.get(x)))];
  });
  return { columns: [xLabel, ...series.map((s) => s.label)], rows, total: xs.length };
}

/** A bar chart's values as a table: a row per category, a column per series. */
export function barChartTable(categories: readonly string[], series: readonly { label: string; values: readonly number[] }[], categoryLabel: string): ChartTable {
  const rows = categories.map((category, index) => [category, ...series.map((s) => formatDatum(s.values[index]))]);
  return { columns: [categoryLabel, ...series.map((s) => s.label)], rows, total: rows.length };
}
