/**
 * Aetherion demo: does a real-time decoder keep up? Syndrome rounds arrive every cycle (1 µs);
 * each takes a random decoding time (log-normal around a median, with a heavy tail); rounds
 * queue when the decoder is busy (Lindley recursion). Latency = waiting + decoding.
 */
import { gaussian, seededRandom } from './random';

export type DecoderSettings = { rounds: number; cycleUs: number; medianUs: number; spread: number; budgetUs: number; seed: number };
export type DecoderResult = { latency: number[]; backlog: number[]; overBudget: number; maxLatency: number; meanDecode: number; utilisation: number; finalBacklog: number };

export function simulateDecoder(s: DecoderSettings): DecoderResult {
  const random = seededRandom(s.seed);
  const latency: number[] = [];
  const backlog: number[] = [];
  let wait = 0;
  let over = 0;
  let total = 0;
  for (let k = 0; k < s.rounds; k++) {
    const decode = s.medianUs * Math.exp(s.spread * gaussian(random));
    total += decode;
    const l = wait + decode;
    latency.push(l);
    if (l > s.budgetUs) over++;
    // Rounds still waiting when the next one arrives.
    backlog.push(Math.max(0, Math.ceil((l - s.cycleUs) / s.cycleUs)));
    wait = Math.max(0, wait + decode - s.cycleUs);
  }
  return {
    latency,
    backlog,
    overBudget: over / Math.max(1, s.rounds),
    maxLatency: Math.max(0, ...latency),
    meanDecode: total / Math.max(1, s.rounds),
    utilisation: total / Math.max(1, s.rounds) / s.cycleUs,
    finalBacklog: backlog.at(-1) ?? 0,
  };
}

/** Mean of a log-normal with this median and spread (σ of the log). */
export const lognormalMean = (median: number, spread: number) => median * Math.exp((spread * spread) / 2);
