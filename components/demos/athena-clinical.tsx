'use client';

import { useMemo, useState } from 'react';
import { power, sampleSize, simulate, type Design } from '@/lib/demos/trial';
import { DemoLayout, LineChart, LiveResult, NumberField, RangeField, ResultStats, ResultsHeading, SelectField, WordButton } from './kit';

const DEFAULTS = { endpoint: 'means' as 'means' | 'proportions', difference: 5, sd: 10, p1: 0.3, p2: 0.5, alpha: 0.05, power: 0.8, ratio: 1, dropout: 0.1, sided: 2 as 1 | 2 };

/** Athena Clinical: sample size and power for a two-arm trial, with a power curve and simulated trials. */
export default function AthenaDemo() {
  const [p, setP] = useState(DEFAULTS);
  const [sim, setSim] = useState<{ power: number; null: number; n: number } | null>(null);
  const set = <K extends keyof typeof DEFAULTS>(key: K) => (value: (typeof DEFAULTS)[K]) => {
    setP((old) => ({ ...old, [key]: value }));
    setSim(null);
  };
  const design = useMemo<Design>(() => (p.endpoint === 'means' ? { endpoint: 'means', difference: p.difference, sd: p.sd } : { endpoint: 'proportions', p1: p.p1, p2: p.p2 }), [p.endpoint, p.difference, p.sd, p.p1, p.p2]);
  const valid = p.endpoint === 'means' ? p.difference !== 0 : p.p1 !== p.p2;
  const size = useMemo(() => (valid ? sampleSize(design, p) : null), [design, p, valid]);
  const curve = useMemo(() => {
    if (!size) return [];
    const max = Math.max(20, Math.ceil(size.n1 * 2));
    return Array.from({ length: 40 }, (_, i) => {
      const n1 = Math.max(2, Math.round((max * (i + 1)) / 40));
      return [n1 + Math.round(n1 * p.ratio), power(design, n1, Math.max(1, Math.round(n1 * p.ratio)), p.alpha, p.sided)] as const;
    });
  }, [size, design, p.ratio, p.alpha, p.sided]);
  const runSim = () => {
    if (!size) return;
    const e1 = Math.ceil(size.n1 / (1 - p.dropout));
    const e2 = Math.ceil(size.n2 / (1 - p.dropout));
    const none: Design = design.endpoint === 'means' ? { ...design, difference: 0 } : { ...design, p2: design.p1 };
    setSim({ power: simulate(design, e1, e2, p, 10000, 11).rejected, null: simulate(none, e1, e2, p, 10000, 12).rejected, n: e1 + e2 });
  };
  const summary = size ? `${size.n1} and ${size.n2} evaluable participants, ${size.enrolled} to enroll with ${Math.round(p.dropout * 100)}% dropout.${sim ? ` Simulated power ${(sim.power * 100).toFixed(1)}%, false-positive rate ${(sim.null * 100).toFixed(1)}%.` : ''}` : 'No difference between the arms: no sample size can detect it.';
  return (
    <DemoLayout
      controls={
        <>
          <SelectField label="Primary endpoint" value={p.endpoint} options={[{ value: 'means', label: 'Continuous (difference in means)' }, { value: 'proportions', label: 'Binary (two proportions)' }]} onChange={set('endpoint')} />
          {p.endpoint === 'means' ? (
            <>
              <NumberField label="Expected difference in means" value={p.difference} min={-100} max={100} step={0.5} onChange={set('difference')} />
              <NumberField label="Standard deviation" value={p.sd} min={0.1} max={200} step={0.5} onChange={set('sd')} />
            </>
          ) : (
            <>
              <RangeField label="Response rate, control" value={p.p1} min={0.01} max={0.99} step={0.01} format={(v) => `${Math.round(v * 100)}%`} onChange={set('p1')} />
              <RangeField label="Response rate, treatment" value={p.p2} min={0.01} max={0.99} step={0.01} format={(v) => `${Math.round(v * 100)}%`} onChange={set('p2')} />
            </>
          )}
          <SelectField label="Significance level (alpha)" value={String(p.alpha)} options={['0.01', '0.025', '0.05', '0.1'].map((v) => ({ value: v, label: v }))} onChange={(v) => set('alpha')(Number(v))} />
          <SelectField label="Test" value={String(p.sided)} options={[{ value: '2', label: 'Two-sided' }, { value: '1', label: 'One-sided' }]} onChange={(v) => set('sided')(v === '1' ? 1 : 2)} />
          <RangeField label="Target power" value={p.power} min={0.5} max={0.99} step={0.01} format={(v) => `${Math.round(v * 100)}%`} onChange={set('power')} />
          <SelectField label="Allocation, treatment : control" value={String(p.ratio)} options={[{ value: '1', label: '1 : 1' }, { value: '2', label: '2 : 1' }, { value: '3', label: '3 : 1' }]} onChange={(v) => set('ratio')(Number(v))} />
          <RangeField label="Dropout" value={p.dropout} min={0} max={0.5} step={0.01} format={(v) => `${Math.round(v * 100)}%`} onChange={set('dropout')} />
          <WordButton word="reset" onClick={() => { setP(DEFAULTS); setSim(null); }} />
        </>
      }
    >
      <ResultsHeading />
      <ResultStats items={size ? [
        { label: 'Control arm (evaluable)', value: String(size.n1), testId: 'n1' },
        { label: 'Treatment arm (evaluable)', value: String(size.n2), testId: 'n2' },
        { label: 'To enroll, with dropout', value: String(size.enrolled), testId: 'enrolled' },
      ] : [{ label: 'Sample size', value: '—', testId: 'n1' }]} />
      <LiveResult message={summary} />
      <p className="text-sm text-ink-2">{summary}</p>
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-line p-3">
        <WordButton word="run" variant="primary" onClick={runSim} disabled={!size} />
        <p className="text-sm text-ink-2" data-testid="simulation">
          {sim ? `10,000 simulated trials with ${sim.n} enrolled: ${(sim.power * 100).toFixed(1)}% reach significance; with no true effect, ${(sim.null * 100).toFixed(1)}% do (the false-positive rate).` : 'Run 10,000 simulated trials of this design, with and without a true effect.'}
        </p>
      </div>
      <LineChart dataTable title="Power against the total number of evaluable participants" xLabel="Evaluable participants, both arms" yLabel="Power" yDomain={[0, 1]} series={[{ label: 'Power', points: curve }, ...(size ? [{ label: 'Target', points: [[curve[0]?.[0] ?? 0, p.power], [curve.at(-1)?.[0] ?? 1, p.power]] as const, dashed: true }] : [])]} />
    </DemoLayout>
  );
}
