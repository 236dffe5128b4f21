/** Athena Clinical demo: sample size and power for two-arm trials, analytic and by simulation. */
import { gaussian, seededRandom } from './random';
import { normalCdf, normalQuantile } from './stats';

export type Design =
  | { endpoint: 'means'; difference: number; sd: number }
  | { endpoint: 'proportions'; p1: number; p2: number };

export type Settings = { alpha: number; power: number; /** n2 / n1 */ ratio: number; dropout: number; sided: 1 | 2 };

/** Evaluable participants per arm (n1 control, n2 = ratio·n1 treatment) for the target power. */
export function sampleSize(design: Design, s: Settings): { n1: number; n2: number; total: number; enrolled: number } {
  const za = normalQuantile(1 - s.alpha / s.sided);
  const zb = normalQuantile(s.power);
  const k = s.ratio;
  let n1: number;
  if (design.endpoint === 'means') {
    n1 = ((1 + 1 / k) * design.sd ** 2 * (za + zb) ** 2) / design.difference ** 2;
  } else {
    const { p1, p2 } = design;
    const pBar = (p1 + k * p2) / (1 + k);
    const root = za * Math.sqrt(pBar * (1 - pBar) * (1 + 1 / k)) + zb * Math.sqrt(p1 * (1 - p1) + (p2 * (1 - p2)) / k);
    n1 = root ** 2 / (p1 - p2) ** 2;
  }
  const a = Math.ceil(n1 - 1e-9);
  const b = Math.ceil(k * n1 - 1e-9);
  const enrolled = Math.ceil(a / (1 - s.dropout) - 1e-9) + Math.ceil(b / (1 - s.dropout) - 1e-9);
  return { n1: a, n2: b, total: a + b, enrolled };
}

/** Power with n1 and n2 evaluable participants (normal approximation). */
export function power(design: Design, n1: number, n2: number, alpha: number, sided: 1 | 2 = 2): number {
  const za = normalQuantile(1 - alpha / sided);
  if (design.endpoint === 'means') {
    const se = design.sd * Math.sqrt(1 / n1 + 1 / n2);
    return normalCdf(Math.abs(design.difference) / se - za);
  }
  const { p1, p2 } = design;
  const pBar = (n1 * p1 + n2 * p2) / (n1 + n2);
  const se0 = Math.sqrt(pBar * (1 - pBar) * (1 / n1 + 1 / n2));
  const se1 = Math.sqrt((p1 * (1 - p1)) / n1 + (p2 * (1 - p2)) / n2);
  return normalCdf((Math.abs(p1 - p2) - za * se0) / se1);
}

/** Below this many draws a binomial is counted draw by draw; above it, its normal approximation is exact enough for a z-test. */
const EXACT_BINOMIAL_UP_TO = 1000;

/** A Binomial(n, p) count: how many of n participants stay (or respond), in O(1) time for large n. */
function binomial(random: () => number, n: number, p: number): number {
  if (n <= EXACT_BINOMIAL_UP_TO) {
    let count = 0;
    for (let i = 0; i < n; i++) if (random() < p) count++;
    return count;
  }
  const draw = Math.round(n * p + Math.sqrt(n * p * (1 - p)) * gaussian(random));
  return Math.min(n, Math.max(0, draw));
}

/**
 * Simulates `trials` trials: participants enrolled per arm, each drops out with the dropout
 * probability, a z-test at the end. Returns the share of trials that reject the null (the power,
 * or the false-positive rate when there is no effect). Each arm is drawn as its summary, not
 * participant by participant: the evaluable count is Binomial(enrolled, 1 − dropout), the sum of m
 * normal outcomes is N(m·μ, m·σ²) and of m binary ones Binomial(m, p), the same distributions in
 * constant time, so a design the fields allow with millions enrolled cannot freeze the page.
 */
export function simulate(design: Design, enrolled1: number, enrolled2: number, s: Pick<Settings, 'alpha' | 'dropout' | 'sided'>, trials: number, seed = 1): { rejected: number; meanEvaluable: number } {
  const random = seededRandom(seed);
  const za = normalQuantile(1 - s.alpha / s.sided);
  const arm = (enrolled: number, mean: number, rate: number) => {
    const m = binomial(random, enrolled, 1 - s.dropout);
    const sum = design.endpoint === 'means' ? m * mean + Math.sqrt(m) * design.sd * gaussian(random) : binomial(random, m, rate);
    return { m, sum };
  };
  let rejected = 0;
  let evaluable = 0;
  for (let t = 0; t < trials; t++) {
    const { m: m1, sum: sum1 } = arm(enrolled1, 0, design.endpoint === 'proportions' ? design.p1 : 0);
    const { m: m2, sum: sum2 } = arm(enrolled2, design.endpoint === 'means' ? design.difference : 0, design.endpoint === 'proportions' ? design.p2 : 0);
    evaluable += m1 + m2;
    if (m1 < 2 || m2 < 2) continue;
    const a = sum1 / m1;
    const b = sum2 / m2;
    let se: number;
    if (design.endpoint === 'means') se = design.sd * Math.sqrt(1 / m1 + 1 / m2);
    else {
      const pooled = (sum1 + sum2) / (m1 + m2);
      se = Math.sqrt(pooled * (1 - pooled) * (1 / m1 + 1 / m2));
    }
    if (se <= 0) continue;
    const z = (b - a) / se;
    const expected = design.endpoint === 'means' ? Math.sign(design.difference) || 1 : Math.sign(design.p2 - design.p1) || 1;
    if (s.sided === 2 ? Math.abs(z) > za : z * expected > za) rejected++;
  }
  return { rejected: rejected / trials, meanEvaluable: evaluable / trials };
}

/** Cohen's effect size d for means, h for proportions. */
export function effectSize(design: Design): number {
  if (design.endpoint === 'means') return Math.abs(design.difference) / design.sd;
  return Math.abs(2 * Math.asin(Math.sqrt(design.p2)) - 2 * Math.asin(Math.sqrt(design.p1)));
}
