'use client';

import { useMemo, useState } from 'react';
import { lognormalMean, simulateDecoder } from '@/lib/demos/decoder';
import { DemoLayout, LineChart, LiveResult, RangeField, ResultStats, ResultsHeading, SelectField, WordButton } from './kit';

const DEFAULTS = { rounds: 50, medianUs: 0.55, spread: 0.35, seed: 1 };

/** Aetherion Core: does the real-time decoder keep up with a 1 µs syndrome cycle? */
export default function AetherionDemo() {
  const [p, setP] = useState(DEFAULTS);
  const set = <K extends keyof typeof DEFAULTS>(key: K) => (value: (typeof DEFAULTS)[K]) => setP((old) => ({ ...old, [key]: value }));
  const r = useMemo(() => simulateDecoder({ ...p, cycleUs: 1, budgetUs: 1 }), [p]);
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  const expectedLoad = lognormalMean(p.medianUs, p.spread);
  // This run's load (what the chart shows) and the distribution's expected load, each named as such.
  const summary = `Decoder load ${pct(r.utilisation)} in this run (${pct(expectedLoad)} expected); ${pct(r.overBudget)} of ${p.rounds} rounds missed the 1 µs budget; worst latency ${r.maxLatency.toFixed(2)} µs; ${r.finalBacklog} rounds queued at the end.`;
  return (
    <DemoLayout
      controls={
        <>
          <SelectField label="Memory experiment length" value={String(p.rounds)} options={[50, 1000, 10000].map((v) => ({ value: String(v), label: `${v.toLocaleString('en-US')} cycles` }))} onChange={(v) => set('rounds')(Number(v))} />
          <RangeField label="Median decoding time per round" value={p.medianUs} min={0.1} max={1.5} step={0.05} format={(v) => `${v.toFixed(2)} µs`} onChange={set('medianUs')} />
          <RangeField label="Tail of decoding times (log spread)" value={p.spread} min={0} max={1} step={0.05} format={(v) => v.toFixed(2)} onChange={set('spread')} />
          <div className="flex flex-wrap gap-2">
            <WordButton word="run" variant="primary" onClick={() => set('seed')(p.seed + 1)} />
            <WordButton word="reset" onClick={() => setP(DEFAULTS)} />
          </div>
          <p className="text-xs text-ink-3">Run draws a new random sequence of decoding times.</p>
        </>
      }
    >
      <ResultsHeading />
      <ResultStats items={[
        { label: 'Decoder load in this run (mean decoding time / cycle)', value: pct(r.utilisation), testId: 'load' },
        { label: 'Expected decoder load (from the median and tail)', value: pct(expectedLoad), testId: 'expected-load' },
        { label: 'Rounds over the 1 µs budget', value: pct(r.overBudget), testId: 'over' },
        { label: 'Worst latency', value: `${r.maxLatency.toFixed(2)} µs`, testId: 'worst' },
        { label: 'Rounds queued at the end', value: String(r.finalBacklog), testId: 'backlog' },
      ]} />
      <LiveResult message={summary} />
      <p className="text-sm text-ink-2">{r.utilisation >= 1 ? 'The decoder is slower on average than the machine: the queue grows without limit, and every correction arrives later than the one before.' : r.overBudget > 0 ? 'Occasional slow rounds push the next ones past the budget until the queue drains.' : 'Every round is decoded within its cycle.'}</p>
      <LineChart dataTable title="Latency of each syndrome round, from arrival to correction, against the 1 µs budget" xLabel="Syndrome round" yLabel="Latency (µs)" series={[
        { label: 'Latency', points: r.latency.map((l, i) => [i + 1, l] as const), markers: p.rounds <= 50 },
        { label: '1 µs budget', points: [[1, 1], [p.rounds, 1]], dashed: true, color: 'var(--ember)' },
      ]} />
    </DemoLayout>
  );
}
