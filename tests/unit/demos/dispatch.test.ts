import { dispatch, dispatchWithForecast, priceProfile, solarProfile } from '@/lib/demos/dispatch';

const base = { importPrice: 50, exportLimit: 100, roundTrip: 1, allowGridCharging: false, wearCost: 0, levels: 41 };

describe('dispatch', () => {
  it('without a battery exports what the connection allows and curtails the rest', () => {
    const result = dispatch({ ...base, pv: [150, 50], exportPrice: [10, 20], batteryPower: 0, batteryEnergy: 0 });
    expect(result.exported).toBe(150);
    expect(result.curtailed).toBe(50);
    expect(result.revenue).toBe(100 * 10 + 50 * 20);
  });

  it('shifts solar energy to the expensive hour (lossless battery: known optimum)', () => {
    const result = dispatch({ ...base, pv: [10, 0], exportPrice: [0, 100], batteryPower: 10, batteryEnergy: 10 });
    expect(result.revenue).toBeCloseTo(1000, 6);
    expect(result.hours[0]?.battery).toBeCloseTo(10, 6);
    expect(result.cycles).toBeCloseTo(1, 6);
  });

  it('loses the round-trip efficiency on the way through the battery', () => {
    const result = dispatch({ ...base, roundTrip: 0.81, pv: [10, 0], exportPrice: [0, 100], batteryPower: 10, batteryEnergy: 9, levels: 91 });
    // 10 MWh in at 90% stores 9 MWh; 9 MWh out at 90% delivers 8.1 MWh at 100.
    expect(result.revenue).toBeCloseTo(810, 6);
  });

  it('stores curtailed energy behind a tight export limit', () => {
    const pv = [0, 200, 0];
    const prices = [0, 30, 30];
    const without = dispatch({ ...base, pv, exportPrice: prices, batteryPower: 0, batteryEnergy: 0 });
    const withBattery = dispatch({ ...base, pv, exportPrice: prices, batteryPower: 100, batteryEnergy: 100 });
    expect(without.curtailed).toBe(100);
    expect(withBattery.curtailed).toBeCloseTo(0, 6);
    expect(withBattery.revenue - without.revenue).toBeCloseTo(3000, 6);
  });

  it('never loses money with a battery compared with none', () => {
    const pv = solarProfile(200, true);
    const prices = priceProfile(45, -5, 140);
    const common = { ...base, exportLimit: 120, roundTrip: 0.88, wearCost: 8, pv, exportPrice: prices };
    const without = dispatch({ ...common, batteryPower: 0, batteryEnergy: 0 });
    const withBattery = dispatch({ ...common, batteryPower: 50, batteryEnergy: 200 });
    expect(withBattery.revenue).toBeGreaterThanOrEqual(without.revenue);
    expect(withBattery.hours).toHaveLength(24);
    for (const hour of withBattery.hours) {
      expect(hour.soc).toBeGreaterThanOrEqual(-1e-9);
      expect(hour.soc).toBeLessThanOrEqual(200 + 1e-9);
      expect(Math.abs(hour.battery)).toBeLessThanOrEqual(50 / Math.sqrt(0.88) + 1e-6);
    }
  });

  it('uses cheap grid energy only when allowed', () => {
    const input = { ...base, pv: [0, 0], exportPrice: [0, 100], importPrice: 10, batteryPower: 10, batteryEnergy: 10 };
    expect(dispatch(input).revenue).toBe(0);
    expect(dispatch({ ...input, allowGridCharging: true }).revenue).toBeCloseTo(900, 6);
  });
});

describe('profiles', () => {
  it('solar is zero at night and peaks at midday', () => {
    const pv = solarProfile(200, false);
    expect(pv[2]).toBe(0);
    expect(pv[22]).toBe(0);
    expect(Math.max(...pv)).toBe(pv[12] ?? pv[13]);
    expect(Math.max(...pv)).toBeLessThanOrEqual(200);
  });
  it('prices follow the three levels', () => {
    const prices = priceProfile(40, 10, 150);
    expect(prices[3]).toBe(40);
    expect(prices[12]).toBe(10);
    expect(prices[19]).toBe(150);
  });
});

describe('model-predictive control with a forecast', () => {
  const pv = solarProfile(200, true, 5);
  const prices = priceProfile(45, 12, 140);
  const input = { ...base, exportLimit: 120, roundTrip: 0.88, wearCost: 8, pv, exportPrice: prices, batteryPower: 50, batteryEnergy: 200 };

  it('with a perfect forecast, re-planning every hour reproduces the optimal schedule', () => {
    const perfect = dispatch(input);
    const mpc = dispatchWithForecast(input, 0, 1);
    expect(mpc.revenue).toBeCloseTo(perfect.revenue, 6);
    expect(mpc.plans).toBe(24);
  });

  it('forecast errors cost revenue, and hourly re-planning recovers part of the loss', () => {
    const perfect = dispatch(input).revenue;
    let hourly = 0;
    let daily = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const h = dispatchWithForecast(input, 0.4, 1, seed).revenue;
      const d = dispatchWithForecast(input, 0.4, 24, seed).revenue;
      expect(h).toBeLessThanOrEqual(perfect + 1e-6);
      hourly += h;
      daily += d;
    }
    expect(hourly).toBeGreaterThan(daily);
  });

  it('never violates the battery limits while executing', () => {
    const run = dispatchWithForecast({ ...input, allowGridCharging: false }, 0.4, 6, 9);
    for (const hour of run.hours) {
      expect(hour.soc).toBeGreaterThanOrEqual(-1e-9);
      expect(hour.soc).toBeLessThanOrEqual(200 + 1e-9);
      expect(hour.imported).toBe(0);
    }
  });
});
