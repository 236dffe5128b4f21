/** @jest-environment node */
import { decodingGraph, isLogicalError, perCycle, physicalQubits, sampleFailures, seededRandom, syndromeOf, unionFindDecode, unprotectedLine, wilson, zChecks } from '@/lib/demos/surface-code';

describe('rotated surface code layout', () => {
  it.each([3, 5, 7, 9])('distance %i has (d^2 - 1) / 2 Z checks; edge rows touch one check, the rest two', (d) => {
    const checks = zChecks(d);
    expect(checks).toHaveLength((d * d - 1) / 2);
    const count = new Array<number>(d * d).fill(0);
    for (const check of checks) for (const q of check) count[q] = (count[q] ?? 0) + 1;
    count.forEach((n, q) => {
      const row = Math.floor(q / d);
      expect(n).toBe(row === 0 || row === d - 1 ? 1 : 2);
    });
    expect(physicalQubits(7)).toBe(97); // the page: 49 data and 48 measurement qubits
  });
});

/** Every subset of `size` elements of 0..n-1. */
function* subsets(n: number, size: number, start = 0, chosen: number[] = []): Generator<number[]> {
  if (chosen.length === size) {
    yield chosen;
    return;
  }
  for (let i = start; i < n; i++) yield* subsets(n, size, i + 1, [...chosen, i]);
}

describe('union-find decoder', () => {
  it.each([
    [3, 1],
    [5, 2],
    [7, 3],
  ])('distance %i corrects every error of weight %i (perfect measurements)', (d, weight) => {
    const graph = decodingGraph(d, 1, false);
    for (const set of subsets(graph.edges.length, weight)) {
      const error = new Uint8Array(graph.edges.length);
      for (const i of set) error[i] = 1;
      expect(isLogicalError(graph, error, unionFindDecode(graph, syndromeOf(graph, error)))).toBe(false);
    }
  });

  it('a column of bit flips from top to bottom is an undetectable logical error', () => {
    const d = 5;
    const graph = decodingGraph(d, 1, false);
    // The data qubits of column 0, found through the edges: qubit q is edge q (one space edge per qubit).
    const error = new Uint8Array(graph.edges.length);
    for (let r = 0; r < d; r++) error[r * d] = 1;
    const syndrome = syndromeOf(graph, error);
    expect(syndrome.every((bit) => bit === 0)).toBe(true);
    expect(isLogicalError(graph, error, new Uint8Array(graph.edges.length))).toBe(true);
  });

  it('with measurement errors, a single wrong measurement is recognised as such', () => {
    const graph = decodingGraph(3, 3, true);
    const timeEdge = graph.edges.findIndex((edge) => edge.kind === 'time');
    const error = new Uint8Array(graph.edges.length);
    error[timeEdge] = 1;
    const correction = unionFindDecode(graph, syndromeOf(graph, error));
    expect(Array.from(correction)).toEqual(Array.from(error));
  });
});

describe('memory experiment', () => {
  const rate = (d: number, p: number, measurementErrors = false) =>
    sampleFailures({ distance: d, p, measurementErrors, rounds: measurementErrors ? 3 : 1, phaseFlips: false }, 3000, seededRandom(d * 1000 + Math.round(p * 1e4))) / 3000;

  it('below threshold a larger code is better; far above it, worse (curves cross)', () => {
    expect(rate(5, 0.02)).toBeLessThan(rate(3, 0.02));
    expect(rate(5, 0.16)).toBeGreaterThan(rate(3, 0.16));
  });

  it('distance 3 fails at order p^2 for small p', () => {
    const p = 0.01;
    const r = rate(3, p);
    expect(r).toBeGreaterThan(0);
    expect(r).toBeLessThan(60 * p * p);
  });

  it('measurement errors lower the threshold', () => {
    expect(rate(5, 0.05, true)).toBeGreaterThan(rate(3, 0.05, true) * 0.9);
    expect(rate(5, 0.05, false)).toBeLessThan(rate(3, 0.05, false));
  });
});

describe('statistics', () => {
  it('Wilson interval: 0 of 100 gives an upper bound of 3.7%', () => {
    const [low, high] = wilson(0, 100);
    expect(low).toBe(0);
    expect(high).toBeCloseTo(0.037, 3);
    const [a, b] = wilson(50, 100);
    expect(a).toBeCloseTo(0.4038, 3);
    expect(b).toBeCloseTo(0.5962, 3);
  });
  it('per-cycle rate inverts the accumulation over rounds', () => {
    expect(perCycle(0.1, 1)).toBeCloseTo(0.1, 12);
    const eps = 0.01;
    const total = (1 - (1 - 2 * eps) ** 5) / 2;
    expect(perCycle(total, 5)).toBeCloseTo(eps, 12);
  });
});

describe('the unprotected qubit line', () => {
  it('is p for bit flips alone and 1 - (1 - p)^2 (about 2p) with phase flips too, across the axis', () => {
    const bitOnly = unprotectedLine(0.01, 0.14, false);
    expect(bitOnly[0]).toEqual([0.01, 0.01]);
    for (const [p, y] of bitOnly) expect(y).toBe(p);
    const both = unprotectedLine(0.01, 0.14, true);
    expect(both[0]?.[1]).toBeCloseTo(0.0199, 10);
    expect(both.at(-1)?.[0]).toBeCloseTo(0.14, 12);
    expect(both.at(-1)?.[1]).toBeCloseTo(1 - 0.86 ** 2, 12);
  });
});
