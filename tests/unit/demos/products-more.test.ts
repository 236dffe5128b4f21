import { allanDeviation, dropHeight, fringe, K_EFF, perShotSensitivity, phase } from '@/lib/demos/atom-interferometer';
import { simulateDecoder } from '@/lib/demos/decoder';
import { HELIOS_SITE, simulateMonth } from '@/lib/demos/helios';
import { handshakeBytes, handshakeTime, LINKS } from '@/lib/demos/pqc-link';
import { gaussian, seededRandom } from '@/lib/demos/random';
import { evaluate, hypergeometricTail, makeVariants, ranks, spearman } from '@/lib/demos/ranking';

describe('decoder backlog (Aetherion)', () => {
  it('a decoder always faster than the cycle never queues', () => {
    const r = simulateDecoder({ rounds: 1000, cycleUs: 1, medianUs: 0.4, spread: 0, budgetUs: 1, seed: 1 });
    expect(r.overBudget).toBe(0);
    expect(r.maxLatency).toBeCloseTo(0.4, 12);
    expect(r.finalBacklog).toBe(0);
  });
  it('a decoder slower than the cycle builds a backlog that grows linearly', () => {
    const r = simulateDecoder({ rounds: 100, cycleUs: 1, medianUs: 1.2, spread: 0, budgetUs: 1, seed: 1 });
    // Round k waits 0.2·k µs.
    expect(r.latency[99]).toBeCloseTo(0.2 * 99 + 1.2, 9);
    expect(r.overBudget).toBe(1);
  });
});

describe('handshake on links (EchoNet)', () => {
  it('counts the standard sizes', () => {
    const cached = handshakeBytes({ cachedCertificates: true, mutual: false, chainLength: 2 });
    expect(cached.total).toBe(220 + 1184 + 32 + 220 + 1088 + 32 + 32 + 3309 + 52 + 52);
  });
  it('on 64 kbit/s a full handshake takes over a second; with cached certificates under one', () => {
    const radio = LINKS[2];
    if (!radio) throw new Error('no radio link');
    expect(handshakeTime(radio, { cachedCertificates: false, mutual: false, chainLength: 2 })).toBeGreaterThan(1000);
    expect(handshakeTime(radio, { cachedCertificates: true, mutual: false, chainLength: 2 })).toBeLessThan(1000);
  });
});

describe('ranking evaluation (Lucy AI)', () => {
  it('ranks with ties, Spearman of a monotone transform is 1', () => {
    expect(ranks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
    expect(spearman([1, 2, 3, 4], [1, 8, 27, 64])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
  });
  it('hypergeometric tail: P(X >= 0) = 1; known value for N=10,K=3,k=3,x=3 is 1/120', () => {
    expect(hypergeometricTail(96, 20, 20, 0)).toBeCloseTo(1, 9);
    expect(hypergeometricTail(10, 3, 3, 3)).toBeCloseTo(1 / 120, 12);
  });
  it('a perfect model finds all of the top 20; chance finds about 20·20/96', () => {
    const perfect = evaluate(makeVariants(96, 1, 4), 20);
    expect(perfect.hits).toBe(20);
    expect(perfect.chance).toBeCloseTo(400 / 96, 12);
  });
});

describe('atom interferometer (Phantom)', () => {
  it('k_eff for rubidium 780 nm is 1.61e7 rad/m; phase for g and T = 100 ms', () => {
    expect(K_EFF).toBeCloseTo(1.6106e7, -4);
    expect(phase(9.80665, 0.1)).toBeCloseTo(K_EFF * 9.80665 * 0.01, 6);
    expect(fringe(0, 1)).toBe(0);
    expect(fringe(Math.PI, 1)).toBe(1);
  });
  it('sensitivity scales with 1/T²; atoms fall 0.196 m in 2T = 200 ms', () => {
    const a = perShotSensitivity({ T: 0.05, atoms: 1e6, contrast: 0.5, prepTime: 0.3 });
    const b = perShotSensitivity({ T: 0.1, atoms: 1e6, contrast: 0.5, prepTime: 0.3 });
    expect(a / b).toBeCloseTo(4, 12);
    expect(dropHeight(0.1)).toBeCloseTo(0.196, 3);
  });
  it('Allan deviation of white noise falls as 1/sqrt(tau)', () => {
    const random = seededRandom(2);
    const y = Array.from({ length: 20000 }, () => gaussian(random));
    const adev = allanDeviation(y, 1);
    const first = adev[0];
    const later = adev.find(([tau]) => tau >= 100);
    expect(first?.[1]).toBeCloseTo(1, 1);
    expect((later?.[1] ?? 0) * Math.sqrt(later?.[0] ?? 0)).toBeGreaterThan(0.8);
    expect((later?.[1] ?? 0) * Math.sqrt(later?.[0] ?? 0)).toBeLessThan(1.2);
  });
});

describe('solar-plus-storage month (Helios)', () => {
  it('the forecast-based controller curtails less than the rule-based one on clear days', () => {
    const r = simulateMonth(HELIOS_SITE, { days: 30, cloudiness: 0.3, forecastError: 0.05, seed: 5, middayPrice: 20, eveningPrice: 90 });
    expect(r.rule.curtailed).toBeGreaterThan(0);
    expect(r.helios.curtailed).toBeLessThan(r.rule.curtailed);
  });
  it('with no surplus over the grid limit neither controller curtails', () => {
    const r = simulateMonth({ ...HELIOS_SITE, pv: 100 }, { days: 5, cloudiness: 0, forecastError: 0, seed: 1, middayPrice: 20, eveningPrice: 90 });
    expect(r.rule.curtailed).toBe(0);
    expect(r.helios.curtailed).toBe(0);
  });
});
