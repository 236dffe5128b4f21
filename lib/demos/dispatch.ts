/**
 * Solar and battery dispatch over one day in hourly steps. The battery schedule is found by
 * dynamic programming over a discretized state of charge: exact for that grid and for the
 * (perfect) forecast it is given. Units: MW for power, MWh for energy (one-hour steps, so the
 * numbers coincide per step), currency per MWh for prices.
 */
import { seededRandom } from './random';

export type DispatchInput = {
  /** Solar power available in each hour (MW). */
  pv: readonly number[];
  /** Price received for exported energy in each hour (may be negative). */
  exportPrice: readonly number[];
  /** Price paid for energy imported to charge the battery. */
  importPrice: number;
  /** Grid connection limit, both directions (MW). */
  exportLimit: number;
  batteryPower: number;
  batteryEnergy: number;
  /** Round-trip efficiency, 0..1; split evenly between charging and discharging. */
  roundTrip: number;
  allowGridCharging: boolean;
  /** Wear cost per MWh discharged. */
  wearCost: number;
  /** Number of state-of-charge steps (resolution of the optimisation). */
  levels?: number;
};

export type HourResult = {
  hour: number;
  pv: number;
  exported: number;
  imported: number;
  curtailed: number;
  /** Positive: energy into the battery (AC side); negative: energy out of it. */
  battery: number;
  /** State of charge at the end of the hour (MWh stored). */
  soc: number;
  /** State of charge at the start of the hour. */
  socStart: number;
  revenue: number;
};

export type DispatchResult = {
  hours: HourResult[];
  revenue: number;
  curtailed: number;
  exported: number;
  /** Energy discharged divided by capacity: equivalent full cycles. */
  cycles: number;
};

type Step = { exported: number; imported: number; curtailed: number; battery: number; revenue: number; discharged: number };

/** What one hour earns when the battery's stored energy changes by `delta` (MWh). */
function hourStep(pv: number, price: number, delta: number, input: DispatchInput, eta: number): Step | null {
  const charge = delta > 0 ? delta / eta : 0; // AC energy taken to store `delta`
  const discharge = delta < 0 ? -delta * eta : 0; // AC energy delivered from `-delta` stored
  if (charge > input.batteryPower + 1e-9 || discharge > input.batteryPower + 1e-9) return null;
  const net = pv + discharge - charge;
  if (net < -1e-9) {
    const imported = -net;
    if (!input.allowGridCharging || imported > input.exportLimit + 1e-9) return null;
    return { exported: 0, imported, curtailed: 0, battery: charge - discharge, revenue: -imported * input.importPrice - discharge * input.wearCost, discharged: -delta };
  }
  const exported = price >= 0 ? Math.min(input.exportLimit, Math.max(0, net)) : 0;
  const curtailed = Math.max(0, net - exported);
  return { exported, imported: 0, curtailed, battery: charge - discharge, revenue: exported * price - discharge * input.wearCost, discharged: Math.max(0, -delta) };
}

/** The revenue-maximising schedule for the day (perfect forecast); the battery starts at `startSoc` MWh (default empty) and may end empty. */
export function dispatch(input: DispatchInput, startSoc = 0): DispatchResult {
  const hoursCount = Math.min(input.pv.length, input.exportPrice.length);
  const eta = Math.sqrt(Math.min(1, Math.max(0.01, input.roundTrip)));
  const hasBattery = input.batteryEnergy > 0 && input.batteryPower > 0;
  const levels = hasBattery ? Math.max(2, input.levels ?? 61) : 1;
  const unit = hasBattery ? input.batteryEnergy / (levels - 1) : 0;

  // value[t][s]: best revenue from hour t to the end with state s at the start of hour t.
  const value: Float64Array[] = Array.from({ length: hoursCount + 1 }, () => new Float64Array(levels));
  const choice: Int32Array[] = Array.from({ length: hoursCount }, () => new Int32Array(levels));
  for (let t = hoursCount - 1; t >= 0; t--) {
    const pv = input.pv[t] ?? 0;
    const price = input.exportPrice[t] ?? 0;
    const next = value[t + 1];
    const here = value[t];
    const picks = choice[t];
    if (!next || !here || !picks) continue;
    for (let s = 0; s < levels; s++) {
      let best = -Infinity;
      let bestNext = s;
      for (let n = 0; n < levels; n++) {
        const step = hourStep(pv, price, (n - s) * unit, input, eta);
        if (!step) continue;
        const total = step.revenue + (next[n] ?? 0);
        if (total > best + 1e-9) {
          best = total;
          bestNext = n;
        }
      }
      here[s] = best;
      picks[s] = bestNext;
    }
  }

  const hours: HourResult[] = [];
  let state = unit > 0 ? Math.min(levels - 1, Math.max(0, Math.round(startSoc / unit))) : 0;
  let discharged = 0;
  for (let t = 0; t < hoursCount; t++) {
    const nextState = choice[t]?.[state] ?? state;
    const pv = input.pv[t] ?? 0;
    const step = hourStep(pv, input.exportPrice[t] ?? 0, (nextState - state) * unit, input, eta) ?? hourStep(pv, input.exportPrice[t] ?? 0, 0, input, eta);
    if (!step) break;
    discharged += step.discharged;
    const socStart = state * unit;
    state = nextState;
    hours.push({ hour: t, pv, exported: step.exported, imported: step.imported, curtailed: step.curtailed, battery: step.battery, soc: state * unit, socStart, revenue: step.revenue });
  }
  const sum = (key: 'revenue' | 'curtailed' | 'exported') => hours.reduce((total, hour) => total + hour[key], 0);
  return { hours, revenue: sum('revenue'), curtailed: sum('curtailed'), exported: sum('exported'), cycles: hasBattery ? discharged / input.batteryEnergy : 0 };
}

/**
 * Hourly solar output of a plant of `size` MW: a clear-sky curve from 06:00 to 20:00 (a
 * mid-latitude spring day), optionally with passing clouds drawn from a seeded generator.
 */
export function solarProfile(size: number, cloudy: boolean, seed = 7): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: 24 }, (_, hour) => {
    const x = (hour + 0.5 - 6) / 14;
    const clear = x > 0 && x < 1 ? Math.sin(Math.PI * x) ** 1.4 : 0;
    const cloud = cloudy ? 0.25 + 0.75 * random() : 1;
    return Number((size * 0.92 * clear * cloud).toFixed(3));
  });
}

/** An hourly export price curve from three levels: night, midday (solar glut) and evening peak. */
export function priceProfile(night: number, midday: number, evening: number): number[] {
  return Array.from({ length: 24 }, (_, hour) => {
    if (hour >= 17 && hour <= 21) return evening;
    if (hour >= 10 && hour <= 15) return midday;
    if (hour >= 7 && hour <= 9) return (night + evening) / 2;
    if (hour === 16) return (midday + evening) / 2;
    if (hour === 22) return (night + evening) / 2;
    return night;
  });
}

/** Applies a planned change of stored energy in one hour to what actually happens, within the limits. */
function execute(input: DispatchInput, pv: number, price: number, soc: number, plannedDelta: number, eta: number) {
  let delta = Math.max(-soc, Math.min(input.batteryEnergy - soc, plannedDelta));
  delta = Math.max(-input.batteryPower / eta, Math.min(input.batteryPower * eta, delta));
  // Without grid charging, the battery can only take what the sun actually delivers.
  if (delta > 0 && !input.allowGridCharging) delta = Math.min(delta, pv * eta);
  const step = hourStep(pv, price, delta, input, eta) ?? hourStep(pv, price, 0, input, eta);
  return { delta: step ? delta : 0, step };
}

/**
 * Model-predictive control with an imperfect forecast: at each re-planning time the controller
 * solves the rest of the day on the forecast and applies the plan until the next re-plan. The
 * forecast error of hour t is a fixed draw e[t], scaled by `error` and by the square root of the
 * lead time, so forecasts sharpen as the hour approaches.
 */
export function dispatchWithForecast(
  input: DispatchInput,
  error: number,
  replanEvery: number,
  seed = 3,
): DispatchResult & { plans: number; planned: { hour: number; soc: number }[][] } {
  const hoursCount = Math.min(input.pv.length, input.exportPrice.length);
  const eta = Math.sqrt(Math.min(1, Math.max(0.01, input.roundTrip)));
  const random = seededRandom(seed);
  const draws = Array.from({ length: hoursCount }, () => {
    const u = Math.max(random(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  });
  const hours: HourResult[] = [];
  let soc = 0;
  let discharged = 0;
  let plan: DispatchResult | null = null;
  let planStart = 0;
  let plans = 0;
  // planned[t]: the state-of-charge trajectory the controller intends, as seen at the start of hour t.
  const planned: { hour: number; soc: number }[][] = [];
  for (let t = 0; t < hoursCount; t++) {
    if (!plan || (t - planStart) % Math.max(1, replanEvery) === 0) {
      const forecast = input.pv.slice(t, hoursCount).map((value, h) => {
        const lead = Math.sqrt((h + 1) / 24);
        return Math.max(0, value * (1 + error * lead * (draws[t + h] ?? 0)));
      });
      plan = dispatch({ ...input, pv: forecast, exportPrice: input.exportPrice.slice(t, hoursCount) }, soc);
      planStart = t;
      plans++;
    }
    planned.push([{ hour: t, soc }, ...plan.hours.slice(t - planStart).map((h) => ({ hour: h.hour + planStart + 1, soc: h.soc }))]);
    const current = plan.hours[t - planStart];
    const plannedDelta = current ? current.soc - current.socStart : 0;
    const pv = input.pv[t] ?? 0;
    const price = input.exportPrice[t] ?? 0;
    const { delta, step } = execute(input, pv, price, soc, plannedDelta, eta);
    if (!step) break;
    const socStart = soc;
    soc += delta;
    discharged += step.discharged;
    hours.push({ hour: t, pv, exported: step.exported, imported: step.imported, curtailed: step.curtailed, battery: step.battery, soc, socStart, revenue: step.revenue });
  }
  const sum = (key: 'revenue' | 'curtailed' | 'exported') => hours.reduce((total, hour) => total + hour[key], 0);
  const hasBattery = input.batteryEnergy > 0 && input.batteryPower > 0;
  return { hours, revenue: sum('revenue'), curtailed: sum('curtailed'), exported: sum('exported'), cycles: hasBattery ? discharged / input.batteryEnergy : 0, plans, planned };
}
