/**
 * Orion-9's calibration map (the product demo's first part): 256 qubits in four 8 × 8 tiles laid
 * out 2 × 2 as on the chip, the couplers between grid neighbours, and one day's calibration of each:
 * T1, T2 and readout error per qubit, two-qubit gate fidelity per coupler. Generated from a seed so
 * that it repeats exactly, and scaled so that its medians are the published ones (content: T1 310 µs,
 * two-qubit fidelity 99.82%). Couplers that cross a tile boundary run through the tiles' bump bonds
 * and are a little worse, as on the real device.
 */
import { gaussian, seededRandom } from './random';
import { orionMedians } from './qpu';

export const GRID = 16;
export const TILE = 8;

export type Qubit = { index: number; row: number; col: number; tile: number; t1: number; t2: number; readoutError: number };
export type Coupler = { a: number; b: number; fidelity: number; crossesTile: boolean };
export type Calibration = { qubits: Qubit[]; couplers: Coupler[] };
export type QubitMeasure = 't1' | 't2' | 'readoutError';

export const tileOf = (row: number, col: number) => Math.floor(row / TILE) * 2 + Math.floor(col / TILE);
export const indexOf = (row: number, col: number) => row * GRID + col;

/** The value at the middle of the sorted list (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? (sorted[Math.floor(mid)] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** The value below which the given share of the list lies (nearest rank). */
export function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN;
}

/** Log-normal samples whose median is exactly `target`: spread `sigma` in log space. */
function logNormal(random: () => number, count: number, target: number, sigma: number): number[] {
  const z = Array.from({ length: count }, () => gaussian(random));
  const shift = median(z);
  return z.map((value) => target * Math.exp(sigma * (value - shift)));
}

export function calibration(seed = 9): Calibration {
  const random = seededRandom(seed);
  const count = GRID * GRID;
  const t1 = logNormal(random, count, orionMedians.t1, 0.22);
  const t2 = t1.map((value) => Math.min(2 * value, value * (orionMedians.t2 / orionMedians.t1) * Math.exp(0.12 * gaussian(random))));
  const t2Shift = orionMedians.t2 / median(t2);
  const readout = logNormal(random, count, orionMedians.readout, 0.35);
  const qubits = Array.from({ length: count }, (_, index): Qubit => {
    const row = Math.floor(index / GRID);
    const col = index % GRID;
    return { index, row, col, tile: tileOf(row, col), t1: t1[index] ?? 0, t2: (t2[index] ?? 0) * t2Shift, readoutError: readout[index] ?? 0 };
  });

  const pairs: Omit<Coupler, 'fidelity'>[] = [];
  for (let row = 0; row < GRID; row++)
    for (let col = 0; col < GRID; col++) {
      if (col + 1 < GRID) pairs.push({ a: indexOf(row, col), b: indexOf(row, col + 1), crossesTile: tileOf(row, col) !== tileOf(row, col + 1) });
      if (row + 1 < GRID) pairs.push({ a: indexOf(row, col), b: indexOf(row + 1, col), crossesTile: tileOf(row, col) !== tileOf(row + 1, col) });
    }
  // Infidelity is log-normal too; couplers across a tile boundary get 1.6 times as much.
  const infidelity = logNormal(random, pairs.length, 1, 0.45).map((value, i) => value * (pairs[i]?.crossesTile ? 1.6 : 1));
  const scale = (1 - orionMedians.f2) / median(infidelity);
  const couplers = pairs.map((pair, i) => ({ ...pair, fidelity: 1 - (infidelity[i] ?? 0) * scale }));
  return { qubits, couplers };
}

export type Summary = { median: number; worst5: number };

/** Median and the worst 5% boundary of each measure (worst: shortest T1/T2, highest readout error, lowest fidelity). */
export function summarize({ qubits, couplers }: Calibration): Record<QubitMeasure | 'fidelity', Summary> {
  const of = (values: number[], higherIsBetter: boolean): Summary => ({ median: median(values), worst5: quantile(values, higherIsBetter ? 0.05 : 0.95) });
  return {
    t1: of(qubits.map((q) => q.t1), true),
    t2: of(qubits.map((q) => q.t2), true),
    readoutError: of(qubits.map((q) => q.readoutError), false),
    fidelity: of(couplers.map((c) => c.fidelity), true),
  };
}

/** The couplers of one qubit, worst first. */
export function couplersOf(cal: Calibration, index: number): Coupler[] {
  return cal.couplers.filter((c) => c.a === index || c.b === index).sort((x, y) => x.fidelity - y.fidelity);
}

/** Moves the cursor by one qubit, staying on the chip. */
export function step(index: number, key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End'): number {
  const row = Math.floor(index / GRID);
  const col = index % GRID;
  switch (key) {
    case 'ArrowUp':
      return indexOf(Math.max(0, row - 1), col);
    case 'ArrowDown':
      return indexOf(Math.min(GRID - 1, row + 1), col);
    case 'ArrowLeft':
      return indexOf(row, Math.max(0, col - 1));
    case 'ArrowRight':
      return indexOf(row, Math.min(GRID - 1, col + 1));
    case 'Home':
      return indexOf(row, 0);
    case 'End':
      return indexOf(row, GRID - 1);
  }
}
