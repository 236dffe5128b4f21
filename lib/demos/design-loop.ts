/**
 * A design-build-test-learn loop on a synthetic NK fitness landscape (N = 40 positions, 20
 * letters, each position interacting with its K right-hand neighbours). A surrogate ensemble
 * proposes each batch by upper confidence bound; a simulated laboratory measures with noise and
 * expression failures. Random screening with the same budget runs alongside for comparison.
 */
import { gaussian, seededRandom } from './random';

export const N = 40;
export const A = 20;
export const LETTERS = 'ACDEFGHIKLMNPQRSTVWY';

export type Landscape = { k: number; seed: number };

/** A 32-bit hash of integers (xorshift-multiply), for lazily drawn landscape tables. */
function hash(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    h = Math.imul(h ^ (v & 0xffff), 0x01000193);
    h = Math.imul(h ^ (v >>> 16), 0x01000193);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Position i's contribution: a random table entry keyed by its letter and its K right-hand neighbours (cyclic). */
function contribution(landscape: Landscape, sequence: readonly number[], i: number): number {
  let key = 0;
  for (let j = 0; j <= landscape.k; j++) key = key * A + (sequence[(i + j) % N] ?? 0);
  return hash(landscape.seed, i, key, landscape.k) / 4294967296;
}

/** True fitness in [0, 1]: the mean of the positions' contributions. */
export function fitness(landscape: Landscape, sequence: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < N; i++) total += contribution(landscape, sequence, i);
  return total / N;
}

/**
 * Whether a sequence fails to express. Some (position, letter) pairs are "toxic", each with the
 * probability that makes a random sequence fail at `rate`; a sequence fails if it holds any.
 * So failure is a learnable property of the sequence, as in the laboratory.
 */
export function fails(landscape: Landscape, sequence: readonly number[], rate: number): boolean {
  if (rate <= 0) return false;
  const perPair = 1 - (1 - Math.min(rate, 0.99)) ** (1 / N);
  for (let i = 0; i < N; i++) if (hash(landscape.seed ^ 0x5bd1e995, i, sequence[i] ?? 0) / 4294967296 < perPair) return true;
  return false;
}

/** Best fitness found by steepest-ascent local search from several starts: an estimate of the optimum (exact for K = 0). */
export function optimumEstimate(landscape: Landscape, starts = 8, seed = 1): number {
  if (landscape.k === 0) {
    let total = 0;
    for (let i = 0; i < N; i++) {
      let best = 0;
      for (let a = 0; a < A; a++) best = Math.max(best, hash(landscape.seed, i, a, 0) / 4294967296);
      total += best;
    }
    return total / N;
  }
  const random = seededRandom(seed);
  let best = 0;
  for (let s = 0; s < starts; s++) {
    const seq = Array.from({ length: N }, () => Math.floor(random() * A));
    // Changing position p changes the contributions of positions p - K ... p only.
    const affected = (p: number) => Array.from({ length: landscape.k + 1 }, (_, j) => (p - j + N) % N);
    for (let improved = true; improved; ) {
      improved = false;
      for (let p = 0; p < N; p++) {
        const around = affected(p);
        const keep = seq[p] ?? 0;
        let bestLetter = keep;
        let bestLocal = around.reduce((sum, i) => sum + contribution(landscape, seq, i), 0);
        for (let a = 0; a < A; a++) {
          if (a === keep) continue;
          seq[p] = a;
          const local = around.reduce((sum, i) => sum + contribution(landscape, seq, i), 0);
          if (local > bestLocal + 1e-12) {
            bestLocal = local;
            bestLetter = a;
            improved = true;
          }
        }
        seq[p] = bestLetter;
      }
    }
    best = Math.max(best, fitness(landscape, seq));
  }
  return best;
}

/** Sparse features of a sequence: single letters and adjacent letter pairs. */
export function features(sequence: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < N; i++) out.push(i * A + (sequence[i] ?? 0));
  const base = N * A;
  for (let i = 0; i < N - 1; i++) out.push(base + i * A * A + (sequence[i] ?? 0) * A + (sequence[i + 1] ?? 0));
  return out;
}
export const FEATURE_COUNT = N * A + (N - 1) * A * A;

export type Model = { weights: Float64Array; bias: number };

/** A sparse linear model fitted by stochastic gradient descent with L2 shrinkage. */
export function trainModel(data: readonly { x: number[]; y: number }[], random: () => number, epochs = 30, rate = 0.3, l2 = 1e-3): Model {
  const weights = new Float64Array(FEATURE_COUNT);
  const bias = data.reduce((s, d) => s + d.y, 0) / Math.max(1, data.length);
  const order = data.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const index of order) {
      const sample = data[index];
      if (!sample) continue;
      let prediction = bias;
      for (const f of sample.x) prediction += weights[f] ?? 0;
      // Step size normalised by the number of active features, so the update cannot overshoot.
      const step = (rate / sample.x.length) * (prediction - sample.y);
      for (const f of sample.x) weights[f] = (weights[f] ?? 0) * (1 - rate * l2) - step;
    }
  }
  return { weights, bias };
}

export function predict(model: Model, x: readonly number[]): number {
  let value = model.bias;
  for (const f of x) value += model.weights[f] ?? 0;
  return value;
}

export type Params = {
  k: number;
  batch: number;
  rounds: number;
  /** Exploration weight of the upper confidence bound. */
  beta: number;
  /** Standard deviation of the measurement noise (fitness units). */
  noise: number;
  replicates: boolean;
  failureRate: number;
  seed: number;
  ensemble?: number;
};

export type Measured = { sequence: number[]; measured: number | null; truth: number; round: number };
export type RoundSummary = { round: number; bestMeasured: number; bestTrue: number; hits: number; tested: number; failed: number };
export type Strategy = { measured: Measured[]; rounds: RoundSummary[] };
export type LoopState = { params: Params; landscape: Landscape; start: number[]; guided: Strategy; random: Strategy; round: number; hitThreshold: number; rng: () => number };

/** Hit: a sequence whose true fitness beats the starting sequence by this much. */
export const HIT_MARGIN = 0.15;

export function createLoop(params: Params): LoopState {
  const rng = seededRandom(params.seed);
  const landscape = { k: params.k, seed: params.seed * 7919 + 13 };
  const start = Array.from({ length: N }, () => Math.floor(rng() * A));
  const startFitness = fitness(landscape, start);
  const first: Measured = { sequence: start, measured: startFitness, truth: startFitness, round: 0 };
  const initial = (): Strategy => ({ measured: [first], rounds: [{ round: 0, bestMeasured: startFitness, bestTrue: startFitness, hits: 0, tested: 1, failed: 0 }] });
  return { params, landscape, start, guided: initial(), random: initial(), round: 0, hitThreshold: startFitness + HIT_MARGIN, rng };
}

const keyOf = (sequence: readonly number[]) => sequence.join(',');

function mutate(parent: readonly number[], random: () => number, maxMutations = 3): number[] {
  const child = parent.slice();
  const count = 1 + Math.floor(random() * maxMutations);
  for (let m = 0; m < count; m++) child[Math.floor(random() * N)] = Math.floor(random() * A);
  return child;
}

/** Measures a batch in the simulated laboratory: noise, failures, optional triplicates of the top quarter. */
function measure(state: LoopState, batch: number[][], round: number, priority: readonly number[]): Measured[] {
  const { params, landscape, rng } = state;
  return batch.map((sequence, index) => {
    const truth = fitness(landscape, sequence);
    if (fails(landscape, sequence, params.failureRate)) return { sequence, measured: null, truth, round };
    const repeats = params.replicates && (priority[index] ?? Infinity) < batch.length / 4 ? 3 : 1;
    let sum = 0;
    for (let r = 0; r < repeats; r++) sum += truth + gaussian(rng) * params.noise;
    return { sequence, measured: sum / repeats, truth, round };
  });
}

function summarise(strategy: Strategy, round: number, threshold: number): RoundSummary {
  const values = strategy.measured.filter((m) => m.measured !== null);
  const picked = values.reduce<Measured | undefined>((best, m) => (!best || (m.measured ?? 0) > (best.measured ?? 0) ? m : best), undefined);
  return {
    round,
    bestMeasured: picked?.measured ?? 0,
    // The true fitness of the sequence the team would pick: the best measured one.
    bestTrue: picked?.truth ?? 0,
    hits: strategy.measured.filter((m) => m.round === round && m.measured !== null && m.truth >= threshold).length,
    tested: strategy.measured.length,
    failed: strategy.measured.filter((m) => m.measured === null).length,
  };
}

/** One round for both strategies. */
export function stepLoop(state: LoopState): LoopState {
  if (state.round >= state.params.rounds) return state;
  const round = state.round + 1;
  const { params, rng } = state;

  // Guided: train the ensemble on bootstrap resamples, score mutants of the best measured sequences by UCB.
  const seen = new Set(state.guided.measured.map((m) => keyOf(m.sequence)));
  const data = state.guided.measured.map((m) => ({ x: features(m.sequence), y: m.measured ?? 0 }));
  const models = Array.from({ length: params.ensemble ?? 8 }, () => {
    const sample = data.map((fallback) => data[Math.floor(rng() * data.length)] ?? fallback);
    return trainModel(sample, rng);
  });
  const parents = state.guided.measured
    .filter((m) => m.measured !== null)
    .sort((a, b) => (b.measured ?? 0) - (a.measured ?? 0))
    .slice(0, 12);
  const candidates: { sequence: number[]; score: number }[] = [];
  const poolSize = Math.max(400, params.batch * 20);
  for (let c = 0; c < poolSize; c++) {
    const parent = parents[Math.floor(rng() * parents.length)]?.sequence ?? state.start;
    const sequence = mutate(parent, rng);
    const key = keyOf(sequence);
    if (seen.has(key)) continue;
    seen.add(key);
    const x = features(sequence);
    const predictions = models.map((model) => predict(model, x));
    const mean = predictions.reduce((s, v) => s + v, 0) / predictions.length;
    const sd = Math.sqrt(predictions.reduce((s, v) => s + (v - mean) ** 2, 0) / predictions.length);
    candidates.push({ sequence, score: mean + params.beta * sd });
  }
  candidates.sort((a, b) => b.score - a.score);
  const chosen = candidates.slice(0, params.batch).map((c) => c.sequence);
  const guidedMeasured = measure(state, chosen, round, chosen.map((_, i) => i));

  // Random screening: random mutants of the starting sequence, same budget.
  const randomBatch = Array.from({ length: params.batch }, () => mutate(state.start, rng, 6));
  const randomMeasured = measure(state, randomBatch, round, randomBatch.map((_, i) => i));

  const guided: Strategy = { measured: [...state.guided.measured, ...guidedMeasured], rounds: state.guided.rounds };
  const random: Strategy = { measured: [...state.random.measured, ...randomMeasured], rounds: state.random.rounds };
  guided.rounds = [...state.guided.rounds, summarise(guided, round, state.hitThreshold)];
  random.rounds = [...state.random.rounds, summarise(random, round, state.hitThreshold)];
  return { ...state, round, guided, random };
}

/** A fixed 2D projection of sequences (random Gaussian projection of the one-hot encoding). */
export function projector(seed = 5): (sequence: readonly number[]) => [number, number] {
  const random = seededRandom(seed);
  const px = Array.from({ length: N * A }, () => gaussian(random));
  const py = Array.from({ length: N * A }, () => gaussian(random));
  return (sequence) => {
    let x = 0;
    let y = 0;
    for (let i = 0; i < N; i++) {
      const f = i * A + (sequence[i] ?? 0);
      x += px[f] ?? 0;
      y += py[f] ?? 0;
    }
    return [x, y];
  };
}

export const toLetters = (sequence: readonly number[]) => sequence.map((i) => LETTERS[i] ?? '?').join('');
