/**
 * Helios Autonomy demo: a month at a solar-plus-storage site in five-minute steps. Compares a
 * rule-based controller (charges at full power once output crosses the grid limit) with a
 * forecast-based one (stores only the energy above the limit, and tops the battery up from
 * exportable energy only when its forecast says the afternoon's surplus will not need the room).
 */
import { gaussian, seededRandom } from './random';

export type Site = { pv: number; limit: number; power: number; energy: number; efficiency: number };
export type MonthSettings = { days: number; cloudiness: number; forecastError: number; seed: number; middayPrice: number; eveningPrice: number };
export type Account = { curtailed: number; exported: number; cycles: number; revenue: number };
export type DayResult = { rule: Account; helios: Account };

export const STEP_H = 5 / 60;
const STEPS = 288;

/** Solar output for one day (MW per 5-minute step): clear-sky shape times cloud factors. */
export function solarDay(peak: number, clearness: number, random: () => number, cloudiness: number): number[] {
  const out: number[] = [];
  let cloud = 1;
  for (let k = 0; k < STEPS; k++) {
    const hour = k * STEP_H;
    const sun = Math.max(0, Math.sin((Math.PI * (hour - 6)) / 13));
    cloud = Math.min(1, Math.max(0.2, cloud + 0.08 * cloudiness * gaussian(random) + 0.05 * (1 - cloud)));
    out.push(peak * 1.12 * sun ** 1.3 * clearness * (cloudiness > 0 ? cloud : 1));
  }
  return out;
}

function runDay(site: Site, pv: readonly number[], forecast: readonly number[] | null, prices: { midday: number; evening: number }): Account {
  let soc = 0;
  let curtailed = 0, exported = 0, throughput = 0, revenue = 0;
  const eta = Math.sqrt(site.efficiency);
  // Remaining forecast surplus above the limit from step k to the end of the day (MWh).
  const surplus: number[] = [];
  if (forecast) {
    let acc = 0;
    for (let k = STEPS - 1; k >= 0; k--) {
      acc += Math.min(site.power, Math.max(0, (forecast[k] ?? 0) - site.limit)) * STEP_H;
      surplus[k] = acc;
    }
  }
  let charging = false;
  for (let k = 0; k < STEPS; k++) {
    const hour = k * STEP_H;
    const p = pv[k] ?? 0;
    const price = hour >= 17 && hour < 22 ? prices.evening : prices.midday;
    let charge = 0;
    const room = (site.energy - soc) / (eta * STEP_H);
    if (hour < 17) {
      if (forecast) {
        charge = Math.min(site.power, Math.max(0, p - site.limit), room);
        // Spare room beyond the forecast surplus still to come: fill it with exportable energy
        // for the evening peak, from early afternoon on.
        const spare = site.energy - soc - (surplus[k + 1] ?? 0) * eta * 1.1;
        if (spare > 0 && hour >= 13) charge = Math.min(site.power, room, charge + spare / (eta * STEP_H), p);
      } else {
        if (p > site.limit) charging = true;
        charge = charging ? Math.min(site.power, room, p) : 0;
      }
    }
    soc += charge * eta * STEP_H;
    throughput += charge * STEP_H;
    let discharge = 0;
    if (hour >= 17 && hour < 22) discharge = Math.min(site.power, soc * eta / STEP_H, site.limit - Math.min(site.limit, p));
    soc -= (discharge / eta) * STEP_H;
    const available = p - charge + discharge;
    const sent = Math.min(site.limit, available);
    curtailed += Math.max(0, available - site.limit) * STEP_H;
    exported += sent * STEP_H;
    revenue += sent * STEP_H * price;
  }
  return { curtailed, exported, cycles: throughput / site.energy, revenue };
}

export function simulateMonth(site: Site, s: MonthSettings): { days: DayResult[]; rule: Account; helios: Account; lastDay: { pv: number[]; forecast: number[] } } {
  const random = seededRandom(s.seed);
  const days: DayResult[] = [];
  let lastDay = { pv: [] as number[], forecast: [] as number[] };
  for (let d = 0; d < s.days; d++) {
    const clearness = Math.min(1, Math.max(0.35, 0.92 - s.cloudiness * 0.5 * random()));
    const pv = solarDay(site.pv, clearness, random, s.cloudiness);
    const bias = 1 + s.forecastError * gaussian(random);
    const forecast = pv.map((v) => Math.max(0, v * bias));
    days.push({ rule: runDay(site, pv, null, { midday: s.middayPrice, evening: s.eveningPrice }), helios: runDay(site, pv, forecast, { midday: s.middayPrice, evening: s.eveningPrice }) });
    lastDay = { pv, forecast };
  }
  const sum = (pick: (d: DayResult) => Account): Account =>
    days.reduce((a, d) => ({ curtailed: a.curtailed + pick(d).curtailed, exported: a.exported + pick(d).exported, cycles: a.cycles + pick(d).cycles, revenue: a.revenue + pick(d).revenue }), { curtailed: 0, exported: 0, cycles: 0, revenue: 0 });
  return { days, rule: sum((d) => d.rule), helios: sum((d) => d.helios), lastDay };
}

export const HELIOS_SITE: Site = { pv: 180, limit: 130, power: 90, energy: 360, efficiency: 0.88 };
