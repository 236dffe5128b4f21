/** @jest-environment node */
import { A, N, createLoop, features, fails, fitness, optimumEstimate, predict, stepLoop, toLetters, trainModel, FEATURE_COUNT } from '@/lib/demos/design-loop';
import { seededRandom } from '@/lib/demos/random';

describe('NK landscape', () => {
  it('fitness lies in [0, 1], is deterministic, and is additive when K = 0', () => {
    const landscape = { k: 0, seed: 9 };
    const a = Array.from({ length: N }, (_, i) => i % A);
    const f = fitness(landscape, a);
    expect(f).toBeGreaterThan(0);
    expect(f).toBeLessThan(1);
    expect(fitness(landscape, a)).toBe(f);
    // Additivity: changing two distant positions changes fitness by the sum of the single changes.
    const b = a.slice();
    b[3] = 7;
    const c = a.slice();
    c[30] = 11;
    const both = a.slice();
    both[3] = 7;
    both[30] = 11;
    expect(fitness(landscape, both) - f).toBeCloseTo(fitness(landscape, b) - f + (fitness(landscape, c) - f), 12);
  });

  it('the K = 0 optimum is exact: no single mutation of the optimum improves it', () => {
    const landscape = { k: 0, seed: 4 };
    const optimum = optimumEstimate(landscape);
    // Expected maximum of 20 uniforms is 20/21.
    expect(optimum).toBeGreaterThan(0.9);
    expect(optimum).toBeLessThanOrEqual(1);
    const random = seededRandom(2);
    for (let t = 0; t < 200; t++) expect(fitness(landscape, Array.from({ length: N }, () => Math.floor(random() * A)))).toBeLessThanOrEqual(optimum + 1e-12);
  });

  it('expression failures occur at about the requested rate', () => {
    const landscape = { k: 2, seed: 5 };
    const random = seededRandom(8);
    let failed = 0;
    for (let t = 0; t < 4000; t++) if (fails(landscape, Array.from({ length: N }, () => Math.floor(random() * A)), 0.2)) failed++;
    expect(failed / 4000).toBeGreaterThan(0.17);
    expect(failed / 4000).toBeLessThan(0.23);
  });
});

describe('surrogate', () => {
  it('a linear model learns an additive function of single letters', () => {
    const random = seededRandom(3);
    const weights = Array.from({ length: N * A }, () => random() - 0.5);
    const truth = (s: number[]) => s.reduce((sum, letter, i) => sum + (weights[i * A + letter] ?? 0), 0) / N;
    const data = Array.from({ length: 2100 }, () => {
      const s = Array.from({ length: N }, () => Math.floor(random() * A));
      return { s, x: features(s), y: truth(s) };
    });
    expect(features(data[0]?.s ?? []).every((f) => f >= 0 && f < FEATURE_COUNT)).toBe(true);
    const model = trainModel(data.slice(0, 2000), random, 40);
    const test = data.slice(2000);
    const mean = test.reduce((s, d) => s + d.y, 0) / test.length;
    const ssTot = test.reduce((s, d) => s + (d.y - mean) ** 2, 0);
    const ssRes = test.reduce((s, d) => s + (d.y - predict(model, d.x)) ** 2, 0);
    expect(1 - ssRes / ssTot).toBeGreaterThan(0.5); // R^2 on held-out sequences
  });
});

describe('design loop', () => {
  it('model-guided design beats random screening with the same budget', () => {
    let state = createLoop({ k: 2, batch: 24, rounds: 8, beta: 1, noise: 0.01, replicates: false, failureRate: 0.1, seed: 21 });
    for (let r = 0; r < 8; r++) state = stepLoop(state);
    const guided = state.guided.rounds.at(-1);
    const random = state.random.rounds.at(-1);
    expect(state.guided.measured).toHaveLength(1 + 8 * 24);
    expect(guided?.bestTrue ?? 0).toBeGreaterThan(random?.bestTrue ?? 1);
    expect(state.guided.rounds.reduce((s, x) => s + x.hits, 0)).toBeGreaterThan(state.random.rounds.reduce((s, x) => s + x.hits, 0));
    expect(stepLoop(state)).toBe(state); // no round beyond the last
    expect(toLetters([0, 1, 19])).toBe('ACY');
  });
});
