'use client';

import { useDeferredValue, useMemo, useState } from 'react';
import { dispatch, dispatchWithForecast, priceProfile, solarProfile } from '@/lib/demos/dispatch';
import { CheckboxField, DemoLayout, LineChart, LiveResult, NumberField, RangeField, ResultStats, ResultTable, ResultsHeading, SelectField, WordButton } from './kit';

const DEFAULTS = {
  pvSize: 200,
  exportLimit: 120,
  batteryPower: 50,
  batteryEnergy: 200,
  forecastError: 0.2,
  replan: 1,
  night: 45,
  midday: 12,
  evening: 140,
  importPrice: 60,
  gridCharging: false,
  cloudy: false,
};

const money = (value: number) => `${value < 0 ? '−' : ''}$${Math.abs(Math.round(value)).toLocaleString('en-US')}`;
const mwh = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} MWh`;
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Solar and battery dispatch: the visitor's plant, battery, forecast and prices; a model-predictive controller through the day. */
export default function DispatchDemo() {
  const [p, setP] = useState(DEFAULTS);
  const [cursor, setCursor] = useState(24);
  const set = <K extends keyof typeof DEFAULTS>(key: K) => (value: (typeof DEFAULTS)[K]) => setP((old) => ({ ...old, [key]: value }));
  const q = useDeferredValue(p);

  const { pv, prices, mpc, perfect, without } = useMemo(() => {
    const pv = solarProfile(q.pvSize, q.cloudy);
    const prices = priceProfile(q.night, q.midday, q.evening);
    const common = { pv, exportPrice: prices, importPrice: q.importPrice, exportLimit: q.exportLimit, roundTrip: 0.88, allowGridCharging: q.gridCharging, wearCost: 8, levels: 41 };
    const battery = { ...common, batteryPower: q.batteryPower, batteryEnergy: q.batteryEnergy };
    return {
      pv,
      prices,
      mpc: dispatchWithForecast(battery, q.forecastError, q.replan),
      perfect: dispatch(battery),
      without: dispatch({ ...common, batteryPower: 0, batteryEnergy: 0 }),
    };
  }, [q]);

  const hours = mpc.hours;
  const shown = hours.slice(0, cursor);
  const plan = cursor < 24 ? (mpc.planned[cursor] ?? []) : [];
  const summary = `Revenue ${money(mpc.revenue)} with the battery and forecast, ${money(perfect.revenue)} with a perfect forecast, ${money(without.revenue)} without a battery; curtailed ${mwh(mpc.curtailed)} instead of ${mwh(without.curtailed)}.`;

  return (
    <DemoLayout
      controls={
        <>
          <RangeField label="Grid export limit" value={p.exportLimit} min={80} max={200} step={5} format={(v) => `${v} MW`} onChange={set('exportLimit')} />
          <RangeField label="Battery power" value={p.batteryPower} min={0} max={150} step={5} format={(v) => `${v} MW`} onChange={set('batteryPower')} />
          <RangeField label="Battery energy" value={p.batteryEnergy} min={0} max={600} step={10} format={(v) => `${v} MWh`} onChange={set('batteryEnergy')} />
          <RangeField label="Forecast error" value={p.forecastError} min={0} max={0.4} step={0.05} format={(v) => `${Math.round(v * 100)}%`} onChange={set('forecastError')} />
          <SelectField
            label="Re-planning interval"
            value={String(p.replan)}
            options={[
              { value: '1', label: 'Every hour' },
              { value: '6', label: 'Every 6 hours' },
              { value: '24', label: 'Once a day' },
            ]}
            onChange={(value) => set('replan')(Number(value))}
          />
          <NumberField label="Solar plant size" unit="MW" value={p.pvSize} min={10} max={400} step={10} onChange={set('pvSize')} />
          <NumberField label="Night export price" unit="$/MWh" value={p.night} min={-100} max={500} onChange={set('night')} />
          <NumberField label="Midday export price" unit="$/MWh" value={p.midday} min={-100} max={500} onChange={set('midday')} />
          <NumberField label="Evening peak export price" unit="$/MWh" value={p.evening} min={-100} max={500} onChange={set('evening')} />
          <NumberField label="Import price" unit="$/MWh" value={p.importPrice} min={0} max={500} onChange={set('importPrice')} />
          <CheckboxField label="Allow charging from the grid" checked={p.gridCharging} onChange={set('gridCharging')} />
          <CheckboxField label="Broken-cloud day" checked={p.cloudy} onChange={set('cloudy')} />
          <WordButton
            word="reset"
            onClick={() => {
              setP(DEFAULTS);
              setCursor(24);
            }}
          />
        </>
      }
    >
      <ResultsHeading />
      <ResultStats
        items={[
          { label: 'Revenue with battery', value: money(mpc.revenue), testId: 'revenue-with' },
          { label: 'Same, perfect forecast', value: money(perfect.revenue), testId: 'revenue-perfect' },
          { label: 'Revenue without battery', value: money(without.revenue), testId: 'revenue-without' },
          { label: 'Curtailed with battery', value: mwh(mpc.curtailed), testId: 'curtailed-with' },
          { label: 'Curtailed without battery', value: mwh(without.curtailed), testId: 'curtailed-without' },
          { label: 'Equivalent full cycles', value: mpc.cycles.toFixed(2), testId: 'cycles' },
        ]}
      />
      <LiveResult message={summary} />
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-line p-3">
        <WordButton word="step" onClick={() => setCursor((c) => (c >= 24 ? 1 : c + 1))} />
        <WordButton word="run" onClick={() => setCursor(24)} disabled={cursor >= 24} />
        <p className="text-sm text-ink-2" data-testid="cursor">
          {cursor >= 24 ? 'Whole day shown.' : `Played to ${hh(cursor)}: dashed line is the controller's current plan, made with ${mpc.plans} plans over the day.`}
        </p>
      </div>
      <LineChart
        dataTable
        title="Power through the day: solar available, exported, battery discharging (positive) or charging (negative), and curtailed, in MW"
        xLabel="Hour of day"
        yLabel="MW"
        xDomain={[0, 24]}
        series={[
          { label: 'Solar available', points: pv.map((v, h) => [h, v] as const), step: true, color: 'var(--energy)' },
          { label: 'Exported', points: shown.map((h) => [h.hour, h.exported] as const), step: true, color: 'var(--signal)' },
          { label: 'Battery (+ out, − in)', points: shown.map((h) => [h.hour, -h.battery] as const), step: true, color: 'var(--quantum)' },
          { label: 'Curtailed', points: shown.map((h) => [h.hour, h.curtailed] as const), step: true, color: 'var(--security)', dashed: true },
        ]}
      />
      <LineChart
        dataTable
        title="Battery state of charge through the day, in MWh, with the controller's plan from the current hour"
        xLabel="Hour of day"
        yLabel="MWh stored"
        xDomain={[0, 24]}
        yDomain={[0, Math.max(1, q.batteryEnergy)]}
        height={220}
        series={[
          { label: 'State of charge', points: [[0, 0] as const, ...shown.map((h) => [h.hour + 1, h.soc] as const)], color: 'var(--quantum)', markers: true },
          ...(plan.length ? [{ label: 'Current plan', points: plan.map((x) => [x.hour, x.soc] as const), color: 'var(--ink-3)', dashed: true }] : []),
        ]}
      />
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-ink">Hour by hour</summary>
        <div className="mt-3">
          <ResultTable
            caption="Hourly dispatch with the battery"
            columns={['Hour', 'Price $/MWh', 'Solar MW', 'Exported MW', 'Battery MW', 'Curtailed MW', 'Stored MWh']}
            rows={hours.map((h) => [hh(h.hour), String(prices[h.hour] ?? 0), h.pv.toFixed(1), h.exported.toFixed(1), (-h.battery).toFixed(1), h.curtailed.toFixed(1), h.soc.toFixed(1)])}
          />
        </div>
      </details>
    </DemoLayout>
  );
}
