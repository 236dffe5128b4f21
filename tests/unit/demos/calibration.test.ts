import { GRID, calibration, couplersOf, median, quantile, step, summarize, tileOf } from '@/lib/demos/calibration';

describe('Orion-9 calibration map', () => {
  const cal = calibration();

  it('lays out 256 qubits in four 8 x 8 tiles with 480 nearest-neighbour couplers, 32 of them across tiles', () => {
    expect(cal.qubits).toHaveLength(256);
    expect(new Set(cal.qubits.map((q) => q.tile))).toEqual(new Set([0, 1, 2, 3]));
    expect(cal.qubits.filter((q) => q.tile === 3)).toHaveLength(64);
    expect(cal.couplers).toHaveLength(2 * GRID * (GRID - 1));
    expect(cal.couplers.filter((c) => c.crossesTile)).toHaveLength(32);
    expect(tileOf(7, 8)).toBe(1);
    expect(tileOf(8, 7)).toBe(2);
  });

  it("has the published medians: T1 310 µs, T2 240 µs, readout error 0.7%, two-qubit fidelity 99.82%", () => {
    const stats = summarize(cal);
    expect(stats.t1.median).toBeCloseTo(310, 2);
    expect(stats.t2.median).toBeCloseTo(240, 6);
    expect(stats.readoutError.median).toBeCloseTo(0.007, 6);
    expect(stats.fidelity.median).toBeCloseTo(0.9982, 10);
    expect(stats.t1.worst5).toBeLessThan(stats.t1.median);
    expect(stats.readoutError.worst5).toBeGreaterThan(stats.readoutError.median);
    expect(stats.fidelity.worst5).toBeLessThan(stats.fidelity.median);
    for (const q of cal.qubits) expect(q.t2).toBeLessThanOrEqual(2 * q.t1 + 1e-9);
  });

  it('is the same for the same seed, and couplers across tiles are worse on median', () => {
    expect(calibration()).toEqual(cal);
    expect(calibration(10)).not.toEqual(cal);
    const across = median(cal.couplers.filter((c) => c.crossesTile).map((c) => c.fidelity));
    const within = median(cal.couplers.filter((c) => !c.crossesTile).map((c) => c.fidelity));
    expect(across).toBeLessThan(within);
  });

  it('medians and quantiles by the textbook definitions', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantile([5, 1, 4, 2, 3], 0.2)).toBe(1);
    expect(quantile([5, 1, 4, 2, 3], 0.95)).toBe(5);
  });

  it("lists a qubit's couplers worst first: corners have two, inner qubits four", () => {
    expect(couplersOf(cal, 0)).toHaveLength(2);
    const inner = couplersOf(cal, 17);
    expect(inner).toHaveLength(4);
    expect(inner.map((c) => c.fidelity)).toEqual([...inner.map((c) => c.fidelity)].sort((a, b) => a - b));
  });

  it('moves the cursor by one qubit and stops at the edges of the chip', () => {
    expect(step(0, 'ArrowLeft')).toBe(0);
    expect(step(0, 'ArrowUp')).toBe(0);
    expect(step(0, 'ArrowRight')).toBe(1);
    expect(step(0, 'ArrowDown')).toBe(16);
    expect(step(255, 'ArrowDown')).toBe(255);
    expect(step(37, 'Home')).toBe(32);
    expect(step(37, 'End')).toBe(47);
  });
});
