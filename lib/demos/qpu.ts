/** Orion-9 demo: a state-vector simulator (up to 6 qubits) and a GHZ fidelity error budget. */

export const MAX_QUBITS = 6;
export type SingleGate = 'H' | 'X' | 'Y' | 'Z' | 'S' | 'T';
export type Gate = { kind: SingleGate; target: number } | { kind: 'CNOT'; control: number; target: number };

/** A state: real and imaginary parts of the 2^n amplitudes; qubit 0 is the least significant bit. */
export type State = { n: number; re: Float64Array; im: Float64Array };

export function zeroState(n: number): State {
  const size = 1 << n;
  const re = new Float64Array(size);
  re[0] = 1;
  return { n, re, im: new Float64Array(size) };
}

type M = [number, number, number, number, number, number, number, number]; // a,b,c,d as (re,im) pairs
const R = Math.SQRT1_2;
const matrices: Record<SingleGate, M> = {
  H: [R, 0, R, 0, R, 0, -R, 0],
  X: [0, 0, 1, 0, 1, 0, 0, 0],
  Y: [0, 0, 0, -1, 0, 1, 0, 0],
  Z: [1, 0, 0, 0, 0, 0, -1, 0],
  S: [1, 0, 0, 0, 0, 0, 0, 1],
  T: [1, 0, 0, 0, 0, 0, R, R],
};

function get(a: Float64Array, i: number): number {
  return a[i] ?? 0;
}

/** Applies one gate, returning a new state. */
export function apply(state: State, gate: Gate): State {
  const re = Float64Array.from(state.re);
  const im = Float64Array.from(state.im);
  const size = re.length;
  if (gate.kind === 'CNOT') {
    const c = 1 << gate.control;
    const t = 1 << gate.target;
    for (let i = 0; i < size; i++) {
      if (i & c && !(i & t)) {
        const j = i | t;
        re[i] = get(state.re, j);
        im[i] = get(state.im, j);
        re[j] = get(state.re, i);
        im[j] = get(state.im, i);
      }
    }
    return { n: state.n, re, im };
  }
  const [ar, ai, br, bi, cr, ci, dr, di] = matrices[gate.kind];
  const t = 1 << gate.target;
  for (let i = 0; i < size; i++) {
    if (i & t) continue;
    const j = i | t;
    const xr = get(state.re, i), xi = get(state.im, i), yr = get(state.re, j), yi = get(state.im, j);
    re[i] = ar * xr - ai * xi + br * yr - bi * yi;
    im[i] = ar * xi + ai * xr + br * yi + bi * yr;
    re[j] = cr * xr - ci * xi + dr * yr - di * yi;
    im[j] = cr * xi + ci * xr + dr * yi + di * yr;
  }
  return { n: state.n, re, im };
}

export function run(n: number, gates: readonly Gate[]): State {
  return gates.reduce(apply, zeroState(n));
}

export function probabilities(state: State): number[] {
  return Array.from(state.re, (r, i) => r * r + get(state.im, i) ** 2);
}

/** The basis label of index i, qubit n-1 first (as q[n-1]…q[0]). */
export function basisLabel(i: number, n: number): string {
  return i.toString(2).padStart(n, '0');
}

/** Samples measurement outcomes of all qubits: counts per basis index. */
export function sample(state: State, shots: number, random: () => number): number[] {
  const p = probabilities(state);
  const counts = p.map(() => 0);
  const cumulative: number[] = [];
  p.reduce((sum, v, i) => (cumulative[i] = sum + v), 0);
  for (let s = 0; s < shots; s++) {
    const u = random() * (cumulative.at(-1) ?? 1);
    let index = cumulative.findIndex((c) => u < c);
    if (index < 0) index = p.length - 1;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/** Measures one qubit: collapses the state; `u` is a uniform number deciding the outcome. */
export function measure(state: State, qubit: number, u: number): { outcome: 0 | 1; probability: number; state: State } {
  const bit = 1 << qubit;
  const p = probabilities(state);
  const p1 = p.reduce((sum, v, i) => (i & bit ? sum + v : sum), 0);
  const outcome: 0 | 1 = u < p1 ? 1 : 0;
  const keep = outcome === 1 ? p1 : 1 - p1;
  const norm = keep > 0 ? 1 / Math.sqrt(keep) : 0;
  const re = new Float64Array(state.re.length);
  const im = new Float64Array(state.re.length);
  for (let i = 0; i < re.length; i++) {
    if (Boolean(i & bit) === (outcome === 1)) {
      re[i] = get(state.re, i) * norm;
      im[i] = get(state.im, i) * norm;
    }
  }
  return { outcome, probability: keep, state: { n: state.n, re, im } };
}

export function bellCircuit(): Gate[] {
  return [{ kind: 'H', target: 0 }, { kind: 'CNOT', control: 0, target: 1 }];
}

export function ghzCircuit(n: number): Gate[] {
  const gates: Gate[] = [{ kind: 'H', target: 0 }];
  for (let q = 1; q < n; q++) gates.push({ kind: 'CNOT', control: q - 1, target: q });
  return gates;
}

export function gateLabel(gate: Gate): string {
  return gate.kind === 'CNOT' ? `CNOT q${gate.control}→q${gate.target}` : `${gate.kind} q${gate.target}`;
}

/**
 * GHZ fidelity error budget for a linear chain of n qubits: n-1 CNOTs in sequence (each a
 * two-qubit gate of fidelity f2), one Hadamard (f1), idling of waiting qubits during the
 * chain (decay exp(-t/T) per qubit-layer, with T from T1 and T2), and readout error e per qubit.
 * Returns the predicted fidelity and the share of infidelity (−ln F) from each source.
 */
export function ghzBudget(n: number, cal: { f1: number; f2: number; t1: number; t2: number; readout: number; gateTime: number }) {
  const gates = Math.log(cal.f1) + (n - 1) * Math.log(cal.f2);
  // Qubit q waits (n-1-q) two-qubit layers before joining and then holds until the end: each
  // qubit idles roughly (n-1) layers in total minus the layer in which it acts.
  const tPhi = 1 / (1 / cal.t2 - 1 / (2 * cal.t1));
  const rate = 1 / (2 * cal.t1) + 1 / Math.max(tPhi, 1e-9);
  const idleLayers = n * Math.max(0, n - 2) / 2;
  const idle = -(idleLayers * cal.gateTime) * rate * 0.5;
  const readout = n * Math.log(1 - cal.readout);
  const total = gates + idle + readout;
  return { fidelity: Math.exp(total), gates: Math.exp(gates), idle: Math.exp(idle), readout: Math.exp(readout) };
}

/** Orion-9's calibration snapshot used by the demo: medians from its page. */
export const orionMedians = { f1: 0.9996, f2: 0.9982, t1: 310, t2: 240, readout: 0.007, gateTime: 0.06 };
