import { defaultScenario, simulateFault } from '@/lib/demos/heraos';

describe('HeraOS fault timeline', () => {
  it('wheel failure: flagged after two out-of-limit samples, isolated, attitude recovers', () => {
    const r = simulateFault(defaultScenario);
    const labels = r.events.map((e) => e.label);
    expect(labels).toEqual(expect.arrayContaining(['Wheel 3 bearing begins to seize', 'First out-of-limit sample', 'Monitor flags wheel 3', 'Cross-check confirms a wheel failure', 'Wheel 3 isolated and powered off', 'Attitude recovered']));
    const first = r.events.find((e) => e.label === 'First out-of-limit sample');
    const flag = r.events.find((e) => e.label === 'Monitor flags wheel 3');
    expect((flag?.t ?? 0) - (first?.t ?? 0)).toBeCloseTo(0.1, 9);
    expect(r.detectionLatency).toBeGreaterThan(0);
    expect(r.detectionLatency).toBeLessThan(3);
    expect(r.outcome).toContain('three wheels plus thrusters');
    expect(r.peakAttitude).toBeLessThan(2);
  });
  it('requiring more samples delays detection by one sample each', () => {
    const a = simulateFault({ ...defaultScenario, samples: 2 }).detectionLatency ?? NaN;
    const b = simulateFault({ ...defaultScenario, samples: 5 }).detectionLatency ?? NaN;
    expect(b - a).toBeCloseTo(0.3, 9);
  });
  it('sensor fault: the alarm is rejected and the burn continues', () => {
    const r = simulateFault({ ...defaultScenario, fault: 'sensor' });
    expect(r.events.some((e) => e.label === 'Cross-check rejects the alarm')).toBe(true);
    expect(r.peakAttitude).toBe(0);
  });
  it('failure in the last minute: finish on thrusters alone', () => {
    expect(simulateFault({ ...defaultScenario, faultTime: 800 }).outcome).toContain('thrusters alone');
  });
  it('without the reconfiguration rule the safe default aborts the burn', () => {
    expect(simulateFault({ ...defaultScenario, reconfigureRule: false }).outcome).toContain('safe mode');
  });
  it('no fault: nothing flagged', () => {
    const r = simulateFault({ ...defaultScenario, fault: 'none' });
    expect(r.detectionLatency).toBeNull();
    expect(r.events).toHaveLength(1);
  });
});
