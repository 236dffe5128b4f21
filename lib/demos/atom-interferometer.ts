/**
 * Phantom demo: a cold-atom interferometer. Phase φ = k_eff·a·T²; the fringe P = (1 − C·cos φ)/2;
 * shot-noise-limited sensitivity per shot δa = 1 / (C·√N·k_eff·T²); a stream of shots with
 * white noise, platform vibration and a slow drift; overlapping Allan deviation computed here.
 */
import { gaussian, seededRandom } from './random';

/** Rubidium-87 D2 line, 780.241 nm; two-photon Raman transition: k_eff = 2 · 2π/λ. */
export const K_EFF = (2 * 2 * Math.PI) / 780.241e-9;
export const G = 9.80665;

export const phase = (acceleration: number, T: number) => K_EFF * acceleration * T * T;
export const fringe = (phi: number, contrast: number) => (1 - contrast * Math.cos(phi)) / 2;

export type Interferometer = { T: number; atoms: number; contrast: number; prepTime: number };

export function perShotSensitivity(i: Interferometer): number {
  return 1 / (i.contrast * Math.sqrt(i.atoms) * K_EFF * i.T * i.T);
}
export const cycleTime = (i: Interferometer) => i.prepTime + 2 * i.T;
export const dropHeight = (T: number) => 0.5 * G * (2 * T) ** 2;
/** Sensitivity in (m/s²)/√Hz. */
export const sensitivityPerRootHz = (i: Interferometer) => perShotSensitivity(i) * Math.sqrt(cycleTime(i));

/** Overlapping Allan deviation of equally spaced samples (spacing tau0) at averaging m·tau0. */
export function allanDeviation(y: readonly number[], tau0: number): [number, number][] {
  const n = y.length;
  const cumulative = [0];
  for (let i = 0; i < n; i++) cumulative.push((cumulative[i] ?? 0) + (y[i] ?? 0));
  const out: [number, number][] = [];
  for (let m = 1; 2 * m < n; m = Math.max(m + 1, Math.round(m * 1.6))) {
    let sum = 0;
    let count = 0;
    for (let i = 0; i + 2 * m <= n; i++) {
      const a = ((cumulative[i + m] ?? 0) - (cumulative[i] ?? 0)) / m;
      const b = ((cumulative[i + 2 * m] ?? 0) - (cumulative[i + m] ?? 0)) / m;
      sum += (b - a) ** 2;
      count++;
    }
    if (count) out.push([m * tau0, Math.sqrt(sum / (2 * count))]);
  }
  return out;
}

/**
 * A stream of `shots` measurements (m/s², relative to g): shot noise, vibration noise passed
 * through the interferometer's T² transfer at low frequency (rms `vibration` m/s² per shot),
 * and a random-walk drift of `drift` (m/s²)/√s.
 */
export function simulateStream(i: Interferometer, shots: number, vibration: number, drift: number, seed: number): number[] {
  const random = seededRandom(seed);
  const tc = cycleTime(i);
  const noise = perShotSensitivity(i);
  let walk = 0;
  const out: number[] = [];
  for (let k = 0; k < shots; k++) {
    walk += drift * Math.sqrt(tc) * gaussian(random);
    out.push(noise * gaussian(random) + vibration * gaussian(random) + walk);
  }
  return out;
}
