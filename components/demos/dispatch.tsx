'use client';

import { useMemo, useState } from 'react';
import { dispatch, priceProfile, solarProfile } from '@/lib/demos/dispatch';
import { CheckboxField, DemoLayout, LineChart, LiveResult, NumberField, RangeField, ResultStats, ResultTable, ResultsHeading, WordButton } from './kit';

const DEFAULTS = {
  pvSize: 200,
  exportLimit: 120,
  batteryPower: 50,
  batteryEnergy: 200,
  night: 45,
  midday: 12,
  evening: 140,
  importPrice: 60,
  gridCharging: false,
  cloudy: false,
};

const money = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
const mwh = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} MWh`;

/** Solar and battery dispatch: the visitor's plant, battery and prices; the best schedule for the day. */
export default function DispatchDemo() {
  const [p, setP] = useState(DEFAULTS);
  const set = <K extends keyof typeof DEFAULTS>(key: K) => (value: (typeof DEFAULTS)[K]) => setP((old) => ({ ...old, [key]: value }));

  const { pv, prices, withBattery, without } = useMemo(() => {
    const pv = solarProfile(p.pvSize, p.cloudy);
    const prices = priceProfile(p.night, p.midday, p.evening);
    const common = { pv, exportPrice: prices, importPrice: p.importPrice, exportLimit: p.exportLimit, roundTrip: 0.88, allowGridCharging: p.gridCharging, wearCost: 8 };
    return {
      pv,
      prices,
      withBattery: dispatch({ ...common, batteryPower: p.batteryPower, batteryEnergy: p.batteryEnergy }),
      without: dispatch({ ...common, batteryPower: 0, batteryEnergy: 0 }),
    };
  }, [p]);

  const gain = withBattery.revenue - without.revenue;
  const summary = `Revenue ${money(withBattery.revenue)} with the battery, ${money(without.revenue)} without; curtailed ${mwh(withBattery.curtailed)} instead of ${mwh(without.curtailed)}.`;
  const hours = withBattery.hours;

  return (
    <DemoLayout
      controls={
        <>
          <NumberField label="Solar plant size" unit="MW" value={p.pvSize} min={10} max={400} step={10} onChange={set('pvSize')} />
          <RangeField label="Grid export limit" value={p.exportLimit} min={80} max={200} step={5} format={(v) => `${v} MW`} onChange={set('exportLimit')} />
          <RangeField label="Battery power" value={p.batteryPower} min={0} max={150} step={5} format={(v) => `${v} MW`} onChange={set('batteryPower')} />
          <RangeField label="Battery energy" value={p.batteryEnergy} min={0} max={600} step={10} format={(v) => `${v} MWh`} onChange={set('batteryEnergy')} />
          <NumberField label="Night export price" unit="$/MWh" value={p.night} min={-100} max={500} onChange={set('night')} />
          <NumberField label="Midday export price" unit="$/MWh" value={p.midday} min={-100} max={500} onChange={set('midday')} />
          <NumberField label="Evening peak export price" unit="$/MWh" value={p.evening} min={-100} max={500} onChange={set('evening')} />
          <NumberField label="Import price" unit="$/MWh" value={p.importPrice} min={0} max={500} onChange={set('importPrice')} />
          <CheckboxField label="Allow charging from the grid" checked={p.gridCharging} onChange={set('gridCharging')} />
          <CheckboxField label="Broken-cloud day" checked={p.cloudy} onChange={set('cloudy')} />
          <WordButton word="reset" onClick={() => setP(DEFAULTS)} />
        </>
      }
    >
      <ResultsHeading />
      <ResultStats
        items={[
          { label: 'Revenue with battery', value: money(withBattery.revenue), testId: 'revenue-with' },
          { label: 'Revenue without battery', value: money(without.revenue), testId: 'revenue-without' },
          { label: 'Gain from the battery', value: money(gain), testId: 'gain' },
          { label: 'Curtailed with battery', value: mwh(withBattery.curtailed), testId: 'curtailed-with' },
          { label: 'Curtailed without battery', value: mwh(without.curtailed), testId: 'curtailed-without' },
          { label: 'Equivalent full cycles', value: withBattery.cycles.toFixed(2), testId: 'cycles' },
        ]}
      />
      <LiveResult message={summary} />
      <LineChart
        title="Power through the day: solar available, exported, and battery charging (negative) or discharging (positive), in MW"
        xLabel="Hour of day"
        yLabel="MW"
        xDomain={[0, 24]}
        series={[
          { label: 'Solar available', points: pv.map((v, h) => [h, v] as const), step: true, color: 'var(--energy)' },
          { label: 'Exported', points: hours.map((h) => [h.hour, h.exported] as const), step: true, color: 'var(--signal)' },
          { label: 'Battery (+ out, − in)', points: hours.map((h) => [h.hour, -h.battery] as const), step: true, color: 'var(--quantum)' },
          { label: 'Curtailed', points: hours.map((h) => [h.hour, h.curtailed] as const), step: true, color: 'var(--security)', dashed: true },
        ]}
      />
      <LineChart
        title="Battery state of charge at the end of each hour, in MWh"
        xLabel="Hour of day"
        yLabel="MWh stored"
        xDomain={[0, 24]}
        yDomain={[0, Math.max(1, p.batteryEnergy)]}
        height={200}
        series={[{ label: 'State of charge', points: hours.map((h) => [h.hour + 1, h.soc] as const), color: 'var(--quantum)', markers: true }]}
      />
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-ink">Hour by hour</summary>
        <div className="mt-3">
          <ResultTable
            caption="Hourly dispatch with the battery"
            columns={['Hour', 'Price $/MWh', 'Solar MW', 'Exported MW', 'Battery MW', 'Curtailed MW', 'Stored MWh']}
            rows={hours.map((h) => [
              `${String(h.hour).padStart(2, '0')}:00`,
              String(prices[h.hour] ?? 0),
              h.pv.toFixed(1),
              h.exported.toFixed(1),
              (-h.battery).toFixed(1),
              h.curtailed.toFixed(1),
              h.soc.toFixed(1),
            ])}
          />
        </div>
      </details>
    </DemoLayout>
  );
}
