/**
 * Lucy AI demo: how to judge a ranking model. Measured stability changes of N variants and a
 * model's predictions correlated with them at a chosen level; top-k overlap against what chance
 * gives (hypergeometric), and Spearman's rank correlation.
 */
import { gaussian, seededRandom } from './random';

export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(values.length).fill(0);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j++;
    const avg = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) {
      const idx = order[k]?.[1];
      if (idx !== undefined) r[idx] = avg;
    }
    i = j + 1;
  }
  return r;
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n < 2) return 0;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let sab = 0, saa = 0, sbb = 0;
  for (let i = 0; i < n; i++) {
    const x = (a[i] ?? 0) - ma, y = (b[i] ?? 0) - mb;
    sab += x * y;
    saa += x * x;
    sbb += y * y;
  }
  return saa && sbb ? sab / Math.sqrt(saa * sbb) : 0;
}

export const spearman = (a: readonly number[], b: readonly number[]) => pearson(ranks(a), ranks(b));

/** Indices of the k largest values. */
export function topK(values: readonly number[], k: number): number[] {
  return values.map((v, i) => [v, i] as const).sort((x, y) => y[0] - x[0]).slice(0, k).map(([, i]) => i);
}

export function overlap(a: readonly number[], b: readonly number[]): number {
  const set = new Set(a);
  return b.filter((i) => set.has(i)).length;
}

function logChoose(n: number, k: number): number {
  let s = 0;
  for (let i = 1; i <= k; i++) s += Math.log(n - k + i) - Math.log(i);
  return s;
}

/** P(X ≥ x) when picking k of N at random and K of them count as hits (hypergeometric). */
export function hypergeometricTail(N: number, K: number, k: number, x: number): number {
  let p = 0;
  for (let i = Math.max(x, 0); i <= Math.min(K, k); i++) p += Math.exp(logChoose(K, i) + logChoose(N - K, k - i) - logChoose(N, k));
  return Math.min(1, p);
}

export type Variant = { name: string; measured: number; predicted: number };

const AMINO = 'ACDEFGHIKLMNPQRSTVWY';

/** N variants: measured ΔTm (°C) and predictions correlated at `correlation` with them. */
export function makeVariants(n: number, correlation: number, seed: number): Variant[] {
  const random = seededRandom(seed);
  const used = new Set<string>();
  const out: Variant[] = [];
  while (out.length < n) {
    const pos = 20 + Math.floor(random() * 280);
    const from = AMINO.charAt(Math.floor(random() * 20));
    let to = AMINO.charAt(Math.floor(random() * 20));
    if (to === from) to = AMINO.charAt((AMINO.indexOf(from) + 7) % 20);
    const name = `${from}${pos}${to}`;
    if (used.has(name)) continue;
    used.add(name);
    const z = gaussian(random);
    const measured = -1 + 2.5 * z; // most single mutations destabilize slightly
    const predicted = correlation * z + Math.sqrt(Math.max(0, 1 - correlation * correlation)) * gaussian(random);
    out.push({ name, measured, predicted });
  }
  return out;
}

export function evaluate(variants: readonly Variant[], k: number) {
  const measured = variants.map((v) => v.measured);
  const predicted = variants.map((v) => v.predicted);
  const topMeasured = topK(measured, k);
  const topPredicted = topK(predicted, k);
  const hits = overlap(topMeasured, topPredicted);
  const n = variants.length;
  return { hits, chance: (k * k) / n, pValue: hypergeometricTail(n, k, k, hits), spearman: spearman(measured, predicted), topPredicted, topMeasured };
}
