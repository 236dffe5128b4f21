import { apply, bellCircuit, ghzBudget, ghzCircuit, measure, orionMedians, probabilities, run, sample, zeroState } from '@/lib/demos/qpu';
import { seededRandom } from '@/lib/demos/random';

describe('state-vector simulator', () => {
  it('Bell state: |00> and |11> with probability 0.5 each', () => {
    const p = probabilities(run(2, bellCircuit()));
    expect(p[0]).toBeCloseTo(0.5, 12);
    expect(p[3]).toBeCloseTo(0.5, 12);
    expect(p[1]).toBeCloseTo(0, 12);
    expect(p[2]).toBeCloseTo(0, 12);
  });
  it('GHZ on 5 qubits: all zeros or all ones, 0.5 each', () => {
    const p = probabilities(run(5, ghzCircuit(5)));
    expect(p[0]).toBeCloseTo(0.5, 12);
    expect(p[31]).toBeCloseTo(0.5, 12);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
  it('gate identities: HH = I, HZH = X, SS = Z, TT = S, ZYX = −iI', () => {
    const s = run(1, [{ kind: 'H', target: 0 }, { kind: 'H', target: 0 }]);
    expect(s.re[0]).toBeCloseTo(1, 12);
    const hzh = run(1, [{ kind: 'H', target: 0 }, { kind: 'Z', target: 0 }, { kind: 'H', target: 0 }]);
    expect(hzh.re[1]).toBeCloseTo(1, 12);
    const plus = run(1, [{ kind: 'H', target: 0 }]);
    const ss = [{ kind: 'S', target: 0 }, { kind: 'S', target: 0 }] as const;
    const z = apply(plus, { kind: 'Z', target: 0 });
    const viaS = ss.reduce(apply, plus);
    expect(viaS.re[1]).toBeCloseTo(z.re[1] ?? NaN, 12);
    const tt = apply(apply(plus, { kind: 'T', target: 0 }), { kind: 'T', target: 0 });
    const s1 = apply(plus, { kind: 'S', target: 0 });
    expect(tt.im[1]).toBeCloseTo(s1.im[1] ?? NaN, 12);
    expect(tt.im[1]).toBeCloseTo(Math.SQRT1_2, 12);
    // Applying X, then Y, then Z is Z·Y·X = −i·I: |0> becomes −i|0>.
    const xyz = run(1, [{ kind: 'X', target: 0 }, { kind: 'Y', target: 0 }, { kind: 'Z', target: 0 }]);
    expect(xyz.im[0]).toBeCloseTo(-1, 12);
  });
  it('CNOT flips the target only when the control is 1', () => {
    expect(probabilities(run(2, [{ kind: 'CNOT', control: 0, target: 1 }]))[0]).toBe(1);
    expect(probabilities(run(2, [{ kind: 'X', target: 0 }, { kind: 'CNOT', control: 0, target: 1 }]))[3]).toBe(1);
  });
  it('measuring one qubit of a Bell pair collapses the other', () => {
    const m = measure(run(2, bellCircuit()), 0, 0.1);
    expect(m.probability).toBeCloseTo(0.5, 12);
    const p = probabilities(m.state);
    expect(p[m.outcome === 1 ? 3 : 0]).toBeCloseTo(1, 12);
  });
  it('sampling a Bell pair gives only 00 and 11, close to half each', () => {
    const counts = sample(run(2, bellCircuit()), 4000, seededRandom(1));
    expect((counts[1] ?? 0) + (counts[2] ?? 0)).toBe(0);
    expect(Math.abs((counts[0] ?? 0) / 4000 - 0.5)).toBeLessThan(0.03);
  });
  it('zero state is normalised', () => {
    expect(probabilities(zeroState(6)).reduce((a, b) => a + b, 0)).toBe(1);
  });
});

describe('GHZ error budget', () => {
  it('perfect calibration gives fidelity 1', () => {
    expect(ghzBudget(10, { f1: 1, f2: 1, t1: 1e12, t2: 1e12, readout: 0, gateTime: 0.06 }).fidelity).toBeCloseTo(1, 6);
  });
  it('with gates only, F = f1 * f2^(n-1)', () => {
    const b = ghzBudget(5, { f1: 0.999, f2: 0.99, t1: 1e15, t2: 1e15, readout: 0, gateTime: 0 });
    expect(b.fidelity).toBeCloseTo(0.999 * 0.99 ** 4, 9);
  });
  it('Orion-9 medians: about 0.97 at 2 qubits, falling with size, about 0.4 at 64', () => {
    const f2 = ghzBudget(2, orionMedians).fidelity;
    const f64 = ghzBudget(64, orionMedians).fidelity;
    expect(f2).toBeGreaterThan(0.97);
    expect(f2).toBeLessThan(0.99);
    expect(f64).toBeGreaterThan(0.3);
    expect(f64).toBeLessThan(0.5);
  });
});
