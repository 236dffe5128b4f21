'use client';

import { useMemo, useState } from 'react';
import { defaultScenario, simulateFault, type Fault } from '@/lib/demos/heraos';
import { CheckboxField, DemoLayout, LineChart, LiveResult, RangeField, ResultStats, ResultTable, ResultsHeading, SelectField, WordButton } from './kit';

const s1 = (v: number) => `${v.toFixed(1)} s`;

/** HeraOS: inject a fault during the burn and follow detection, isolation and recovery. */
export default function HeraOSDemo() {
  const [p, setP] = useState(defaultScenario);
  const set = <K extends keyof typeof defaultScenario>(key: K) => (value: (typeof defaultScenario)[K]) => setP((old) => ({ ...old, [key]: value }));
  const r = useMemo(() => simulateFault(p), [p]);
  const from = Math.max(0, p.faultTime - 2);
  const shown = r.samples.filter((s) => s.t >= from);
  const summary = `${r.outcome} ${r.detectionLatency === null ? '' : `Detected ${s1(r.detectionLatency)} after the fault.`} Peak pointing error ${r.peakAttitude.toFixed(3)} degrees.`;
  return (
    <DemoLayout
      controls={
        <>
          <SelectField<Fault> label="Injected fault" value={p.fault} options={[{ value: 'wheel', label: 'Wheel 3 bearing seizes' }, { value: 'sensor', label: 'Wheel 3 speed sensor fails' }, { value: 'none', label: 'No fault' }]} onChange={set('fault')} />
          <RangeField label="Fault time after ignition" value={p.faultTime} min={5} max={830} step={5} format={(v) => `${v} s`} onChange={set('faultTime')} />
          <RangeField label="Consecutive samples to flag" value={p.samples} min={1} max={10} onChange={set('samples')} format={(v) => `${v} at 10 Hz`} />
          <RangeField label="Wheel speed limit" value={p.speedLimit} min={50} max={600} step={10} format={(v) => `±${v} rpm`} onChange={set('speedLimit')} />
          <CheckboxField label="Reconfiguration rule loaded" checked={p.reconfigureRule} onChange={set('reconfigureRule')} />
          <WordButton word="reset" onClick={() => setP(defaultScenario)} />
        </>
      }
    >
      <ResultsHeading />
      <p data-testid="outcome" className="rounded-2xl border border-line bg-surface-2 p-4 font-medium">{r.outcome}</p>
      <ResultStats items={[
        { label: 'Detection after fault', value: r.detectionLatency === null ? '—' : s1(r.detectionLatency), testId: 'detection' },
        { label: 'Peak pointing error', value: `${r.peakAttitude.toFixed(3)}°`, testId: 'peak' },
        { label: 'Recovered after fault', value: r.recoveryTime === null ? '—' : s1(r.recoveryTime), testId: 'recovery' },
      ]} />
      <LiveResult message={summary} />
      <ResultTable testId="timeline" caption="Fault-management timeline, seconds after ignition" columns={['Time', 'Event', 'Detail']} rows={r.events.map((e) => [`T+${e.t.toFixed(1)} s`, e.label, e.detail])} />
      <LineChart title="Wheel 3 speed as measured and pointing error around the fault" xLabel="Seconds after ignition" yLabel="rpm / 1000, degrees × 10" series={[
        { label: 'Wheel 3 speed (krpm)', points: shown.map((s) => [s.t, s.speed / 1000] as const) },
        { label: 'Pointing error (° × 10)', points: shown.map((s) => [s.t, s.attitude * 10] as const) },
        { label: 'Motor current (A)', points: shown.map((s) => [s.t, s.current] as const), dashed: true },
      ]} />
    </DemoLayout>
  );
}
