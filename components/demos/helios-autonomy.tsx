'use client';

import { useMemo, useState } from 'react';
import { HELIOS_SITE, STEP_H, simulateMonth } from '@/lib/demos/helios';
import { BarChart, DemoLayout, LineChart, LiveResult, RangeField, ResultStats, ResultTable, ResultsHeading, WordButton } from './kit';

const DEFAULTS = { pv: 180, limit: 130, power: 90, energy: 360, cloudiness: 0.3, forecastError: 0.1, seed: 1 };
const mwh = (v: number) => `${Math.round(v).toLocaleString('en-US')} MWh`;

/** Helios Autonomy: a month at a solar-plus-storage site, rule-based against forecast-based charging. */
export default function HeliosDemo() {
  const [p, setP] = useState(DEFAULTS);
  const set = <K extends keyof typeof DEFAULTS>(key: K) => (value: (typeof DEFAULTS)[K]) => setP((old) => ({ ...old, [key]: value }));
  const r = useMemo(() => simulateMonth({ ...HELIOS_SITE, pv: p.pv, limit: p.limit, power: p.power, energy: p.energy }, { days: 30, cloudiness: p.cloudiness, forecastError: p.forecastError, seed: p.seed, middayPrice: 20, eveningPrice: 90 }), [p]);
  const cut = r.rule.curtailed > 0 ? 1 - r.helios.curtailed / r.rule.curtailed : 0;
  const summary = `Curtailed over 30 days: ${mwh(r.rule.curtailed)} with the rule-based controller, ${mwh(r.helios.curtailed)} with the forecast-based one (${Math.round(cut * 100)}% less).`;
  return (
    <DemoLayout
      controls={
        <>
          <RangeField label="Solar plant" value={p.pv} min={100} max={300} step={10} format={(v) => `${v} MW`} onChange={set('pv')} />
          <RangeField label="Grid connection limit" value={p.limit} min={60} max={200} step={5} format={(v) => `${v} MW`} onChange={set('limit')} />
          <RangeField label="Battery power" value={p.power} min={0} max={200} step={5} format={(v) => `${v} MW`} onChange={set('power')} />
          <RangeField label="Battery energy" value={p.energy} min={10} max={800} step={10} format={(v) => `${v} MWh`} onChange={set('energy')} />
          <RangeField label="Cloudiness" value={p.cloudiness} min={0} max={1} step={0.05} format={(v) => `${Math.round(v * 100)}%`} onChange={set('cloudiness')} />
          <RangeField label="Forecast error (day-ahead, rms)" value={p.forecastError} min={0} max={0.4} step={0.02} format={(v) => `${Math.round(v * 100)}%`} onChange={set('forecastError')} />
          <div className="flex flex-wrap gap-2">
            <WordButton word="run" variant="primary" onClick={() => set('seed')(p.seed + 1)} />
            <WordButton word="reset" onClick={() => setP(DEFAULTS)} />
          </div>
          <p className="text-xs text-ink-3">Run draws a new month of weather.</p>
        </>
      }
    >
      <ResultsHeading />
      <ResultStats items={[
        { label: 'Curtailed, rule-based', value: mwh(r.rule.curtailed), testId: 'curtailed-rule' },
        { label: 'Curtailed, forecast-based', value: mwh(r.helios.curtailed), testId: 'curtailed-helios' },
        { label: 'Curtailment avoided', value: `${Math.round(cut * 100)}%`, testId: 'cut' },
      ]} />
      <LiveResult message={summary} />
      <ResultTable testId="account" caption="The monthly account of both controllers" columns={['Controller', 'Curtailed', 'Exported', 'Battery cycles', 'Revenue']} rows={[
        ['Rule-based', mwh(r.rule.curtailed), mwh(r.rule.exported), r.rule.cycles.toFixed(1), `$${Math.round(r.rule.revenue).toLocaleString('en-US')}`],
        ['Forecast-based', mwh(r.helios.curtailed), mwh(r.helios.exported), r.helios.cycles.toFixed(1), `$${Math.round(r.helios.revenue).toLocaleString('en-US')}`],
      ]} />
      <BarChart dataTable={{ label: 'Day', categories: r.days.map((_, d) => String(d + 1)) }} title="Energy curtailed each day by both controllers" categories={r.days.map((_, d) => (d % 5 === 0 ? String(d + 1) : ''))} series={[{ label: 'Rule-based', values: r.days.map((d) => d.rule.curtailed), color: 'var(--ember)' }, { label: 'Forecast-based', values: r.days.map((d) => d.helios.curtailed), color: 'var(--signal)' }]} yLabel="MWh curtailed" height={220} />
      <LineChart dataTable title="The last day of the month: solar output, its forecast and the grid limit, in MW" xLabel="Hour of day" yLabel="MW" xDomain={[0, 24]} height={220} series={[
        { label: 'Solar output', points: r.lastDay.pv.map((v, k) => [k * STEP_H, v] as const), color: 'var(--energy)' },
        { label: 'Forecast', points: r.lastDay.forecast.map((v, k) => [k * STEP_H, v] as const), dashed: true },
        { label: 'Grid limit', points: [[0, p.limit], [24, p.limit]], color: 'var(--ember)', dashed: true },
      ]} />
    </DemoLayout>
  );
}
