'use client';

import { useMemo, useState } from 'react';
import { defaultScenario, simulateFault, type Fault } from '@/lib/demos/heraos';
import { CheckboxField, DemoLayout, LineChart, LiveResult, RangeField, ResultStats, ResultsHeading, SelectField, WordButton } from './kit';

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
          <RangeField label="Samples out of limit to flag (10 Hz)" value={p.samples} min={1} max={10} onChange={set('samples')} />
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
      <ol data-testid="timeline" aria-label="Fault-management timeline, seconds after ignition" className="divide-y divide-line rounded-2xl border border-line">
        {r.events.map((e) => (
          <li key={`${e.t}-${e.label}`} className="grid gap-1 p-3 sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:gap-4">
            <span className="font-mono text-sm text-ink-2 tabular-nums">T+{e.t.toFixed(1)} s</span>
            <span>
              <span className="block font-medium text-ink">{e.label}</span>
              <span className="block text-sm text-ink-2">{e.detail}</span>
            </span>
          </li>
        ))}
      </ol>
      <LineChart dataTable title="Wheel 3 speed as measured and pointing error around the fault" xLabel="Seconds after ignition" yLabel="krpm, A, degrees × 10" series={[
        { label: 'Wheel 3 speed (krpm)', points: shown.map((s) => [s.t, s.speed / 1000] as const) },
        { label: 'Pointing error (° × 10)', points: shown.map((s) => [s.t, s.attitude * 10] as const) },
        { label: 'Motor current (A)', points: shown.map((s) => [s.t, s.current] as const), dashed: true },
      ]} />
    </DemoLayout>
  );
}
