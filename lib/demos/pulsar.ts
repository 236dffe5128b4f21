/**
 * Pulsar timing navigation in two dimensions (the ecliptic plane). Each observed pulsar gives
 * one pulse time offset: the projection of the position error on the pulsar's direction,
 * divided by the speed of light, plus the on-board clock offset, plus noise. A weighted
 * least-squares fix (with a prior from the orbit model) estimates position and clock offset;
 * its covariance gives the 95% error ellipse.
 */
import { gaussian, seededRandom } from './random';

export const C = 299_792_458; // m/s
export const AU = 149_597_870_700; // m

export type Pulsar = {
  name: string;
  /** Ecliptic longitude of the pulsar's direction, degrees (projected into the ecliptic plane). */
  longitude: number;
  /**
   * Timing precision after one hour of observation, microseconds: illustrative values, so that the
   * geometry of a fix from several directions can be explored. With PX10K's 200 mm telescope only
   * the Crab is this bright (the page's "Timing precision" row says so).
   */
  sigma1h: number;
};

/** Optical pulsars; directions approximated from catalogue positions, precisions illustrative (see `sigma1h`). */
export const pulsars: readonly Pulsar[] = [
  { name: 'Crab (B0531+21)', longitude: 84, sigma1h: 1.5 },
  { name: 'Vela (B0833-45)', longitude: 142, sigma1h: 6 },
  { name: 'Geminga (J0633+1746)', longitude: 98, sigma1h: 14 },
  { name: 'B0540-69 (LMC)', longitude: 313, sigma1h: 9 },
  { name: 'B1509-58', longitude: 243, sigma1h: 12 },
  { name: 'B0656+14', longitude: 104, sigma1h: 25 },
];

export type Vec = readonly [number, number];

export const direction = (longitudeDeg: number): Vec => {
  const a = (longitudeDeg * Math.PI) / 180;
  return [Math.cos(a), Math.sin(a)];
};

/** A measurement row: y = h . [dx, dy, c*clock] + noise (metres), with standard deviation sigma (m). */
export type Row = { h: readonly [number, number, number]; y: number; sigma: number };

export type Fix = {
  /** Estimated [dx, dy, c * clock offset] in metres. */
  estimate: [number, number, number];
  /** Covariance of the estimate (3 x 3, m^2). */
  covariance: number[][];
};

/** Inverse of a symmetric positive-definite 3 x 3 matrix (adjugate). */
export function invert3(m: number[][]): number[][] {
  const a = (i: number, j: number) => m[i]?.[j] ?? 0;
  const c00 = a(1, 1) * a(2, 2) - a(1, 2) * a(2, 1);
  const c01 = a(1, 2) * a(2, 0) - a(1, 0) * a(2, 2);
  const c02 = a(1, 0) * a(2, 1) - a(1, 1) * a(2, 0);
  const det = a(0, 0) * c00 + a(0, 1) * c01 + a(0, 2) * c02;
  if (Math.abs(det) < 1e-300) throw new Error('singular');
  return [
    [c00 / det, (a(0, 2) * a(2, 1) - a(0, 1) * a(2, 2)) / det, (a(0, 1) * a(1, 2) - a(0, 2) * a(1, 1)) / det],
    [c01 / det, (a(0, 0) * a(2, 2) - a(0, 2) * a(2, 0)) / det, (a(0, 2) * a(1, 0) - a(0, 0) * a(1, 2)) / det],
    [c02 / det, (a(0, 1) * a(2, 0) - a(0, 0) * a(2, 1)) / det, (a(0, 0) * a(1, 1) - a(0, 1) * a(1, 0)) / det],
  ];
}

/**
 * Weighted least squares: minimises sum((y - h.x)^2 / sigma^2) plus a prior x ~ N(0, diag(prior^2)).
 * `prior` entries of Infinity mean no prior on that unknown.
 */
export function leastSquares(rows: readonly Row[], prior: readonly [number, number, number] = [Infinity, Infinity, Infinity]): Fix {
  const info = [0, 1, 2].map((i) => [0, 1, 2].map((j) => (i === j && Number.isFinite(prior[i] ?? Infinity) ? 1 / (prior[i] ?? 1) ** 2 : 0)));
  const rhs = [0, 0, 0];
  for (const row of rows) {
    const w = 1 / row.sigma ** 2;
    for (let i = 0; i < 3; i++) {
      rhs[i] = (rhs[i] ?? 0) + w * (row.h[i] ?? 0) * row.y;
      const line = info[i];
      if (line) for (let j = 0; j < 3; j++) line[j] = (line[j] ?? 0) + w * (row.h[i] ?? 0) * (row.h[j] ?? 0);
    }
  }
  const covariance = invert3(info);
  const estimate = [0, 1, 2].map((i) => (covariance[i] ?? []).reduce((sum, value, j) => sum + value * (rhs[j] ?? 0), 0));
  return { estimate: [estimate[0] ?? 0, estimate[1] ?? 0, estimate[2] ?? 0], covariance };
}

/** The 95% error ellipse of the position part of a covariance: semi-axes (m) and orientation (rad). */
export function errorEllipse(covariance: number[][], probability = 0.95): { major: number; minor: number; angle: number } {
  const a = covariance[0]?.[0] ?? 0;
  const b = covariance[0]?.[1] ?? 0;
  const d = covariance[1]?.[1] ?? 0;
  const mean = (a + d) / 2;
  const diff = Math.sqrt(((a - d) / 2) ** 2 + b * b);
  const k = Math.sqrt(-2 * Math.log(1 - probability)); // chi-square, 2 degrees of freedom
  return { major: k * Math.sqrt(mean + diff), minor: k * Math.sqrt(Math.max(0, mean - diff)), angle: 0.5 * Math.atan2(2 * b, a - d) };
}

/** Position on a Hohmann transfer from Earth (1 AU) to Mars (1.524 AU), `day` days after departure. */
export const TRANSFER_DAYS = 259;
export function transferPosition(day: number): Vec {
  const r1 = 1;
  const r2 = 1.524;
  const a = (r1 + r2) / 2;
  const e = (r2 - r1) / (r2 + r1);
  const period = 365.25 * a ** 1.5;
  const M = (2 * Math.PI * Math.min(Math.max(day, 0), TRANSFER_DAYS)) / period;
  let E = M;
  for (let i = 0; i < 30; i++) E -= (E - e * Math.sin(E) - M) / (1 - e * Math.cos(E));
  const x = a * (Math.cos(E) - e);
  const y = a * Math.sqrt(1 - e * e) * Math.sin(E);
  return [x * AU, y * AU];
}

/** Earth's position `day` days after departure (circular orbit, starting at angle 0). */
export function earthPosition(day: number): Vec {
  const angle = (2 * Math.PI * day) / 365.25;
  return [Math.cos(angle) * AU, Math.sin(angle) * AU];
}

/** Angle (degrees) between a pulsar's direction and the Sun as seen from `position`. */
export function sunAngle(position: Vec, pulsar: Pulsar): number {
  const n = direction(pulsar.longitude);
  const r = Math.hypot(position[0], position[1]);
  const toSun = [-position[0] / r, -position[1] / r];
  return (Math.acos(Math.max(-1, Math.min(1, n[0] * (toSun[0] ?? 0) + n[1] * (toSun[1] ?? 0)))) * 180) / Math.PI;
}

export type Scenario = {
  day: number;
  selected: readonly string[];
  /** Observation time per pulsar, hours. */
  hours: number;
  clock: 'quartz' | 'optical';
  sunExclusion: boolean;
  /** Sun exclusion half-angle, degrees. */
  exclusionDeg?: number;
  groundContact: boolean;
  seed: number;
};

/** Clock: Allan deviation over an observing session (fractional frequency), as a timing error growing with time. */
export const clockDeviation = { quartz: 1e-11, optical: 1e-15 } as const;

/** Prior from the orbit model: position known to 1,000 km, clock offset to 10 ms (3,000 km). */
export const PRIOR: [number, number, number] = [1_000_000, 1_000_000, 3_000_000_000 / 1000];

export type Observation = { pulsar: Pulsar; excluded: boolean; sigma: number; row: Row | null };

export type Simulation = {
  position: Vec;
  truth: [number, number, number];
  observations: Observation[];
  ground: Row | null;
  /** Fixes after each usable observation (and the ground pass, last if any). */
  fixes: Fix[];
};

/**
 * Simulates the observations at `day` and the sequence of fixes as each one is added.
 * The true position error relative to the orbit model's prediction is drawn from the prior.
 */
export function simulate(s: Scenario): Simulation {
  const random = seededRandom(s.seed);
  const position = transferPosition(s.day);
  const truth: [number, number, number] = [gaussian(random) * PRIOR[0] * 0.5, gaussian(random) * PRIOR[1] * 0.5, gaussian(random) * 30_000];
  const observations: Observation[] = pulsars
    .filter((p) => s.selected.includes(p.name))
    .map((pulsar) => {
      const excluded = s.sunExclusion && sunAngle(position, pulsar) < (s.exclusionDeg ?? 45);
      const photon = pulsar.sigma1h * 1e-6 * Math.sqrt(1 / Math.max(s.hours, 1 / 60));
      const clock = clockDeviation[s.clock] * s.hours * 3600;
      const sigmaSeconds = Math.hypot(photon, clock);
      const sigma = sigmaSeconds * C;
      const n = direction(pulsar.longitude);
      const h: [number, number, number] = [n[0], n[1], 1];
      const y = h[0] * truth[0] + h[1] * truth[1] + truth[2] + gaussian(random) * sigma;
      return { pulsar, excluded, sigma, row: excluded ? null : { h, y, sigma } };
    });
  let ground: Row | null = null;
  if (s.groundContact) {
    const earth = earthPosition(s.day);
    const dx = position[0] - earth[0];
    const dy = position[1] - earth[1];
    const r = Math.hypot(dx, dy);
    const h: [number, number, number] = [dx / r, dy / r, 0];
    const sigma = 30; // two-way radio ranging, metres
    ground = { h, y: h[0] * truth[0] + h[1] * truth[1] + gaussian(random) * sigma, sigma };
  }
  const rows: Row[] = [];
  const fixes: Fix[] = [leastSquares([], PRIOR)];
  for (const observation of observations)
    if (observation.row) {
      rows.push(observation.row);
      fixes.push(leastSquares(rows, PRIOR));
    }
  if (ground) {
    rows.push(ground);
    fixes.push(leastSquares(rows, PRIOR));
  }
  return { position, truth, observations, ground, fixes };
}
