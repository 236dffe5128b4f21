'use client';

import { useMemo, useState } from 'react';
import { evaluate, makeVariants } from '@/lib/demos/ranking';
import { DemoLayout, LineChart, LiveResult, RangeField, ResultStats, ResultTable, ResultsHeading, WordButton } from './kit';

const DEFAULTS = { correlation: 0.6, k: 20, seed: 3 };
const N = 96;

/** Lucy AI: judging a stability predictor against measurements, top-k overlap against chance. */
export default function LucyDemo() {
  const [p, setP] = useState(DEFAULTS);
  const set = <K extends keyof typeof DEFAULTS>(key: K) => (value: (typeof DEFAULTS)[K]) => setP((old) => ({ ...old, [key]: value }));
  const variants = useMemo(() => makeVariants(N, p.correlation, p.seed), [p.correlation, p.seed]);
  const r = useMemo(() => evaluate(variants, p.k), [variants, p.k]);
  const measuredTop = new Set(r.topMeasured);
  const predictedTop = new Set(r.topPredicted);
  const summary = `${r.hits} of the model's top ${p.k} are in the measured top ${p.k}; chance would give ${r.chance.toFixed(1)}. Spearman rank correlation ${r.spearman.toFixed(2)}.`;
  return (
    <DemoLayout
      controls={
        <>
          <RangeField label="Model accuracy (correlation with measurement)" value={p.correlation} min={0} max={1} step={0.05} format={(v) => v.toFixed(2)} onChange={set('correlation')} />
          <RangeField label="Top-k compared" value={p.k} min={5} max={40} onChange={set('k')} />
          <div className="flex flex-wrap gap-2">
            <WordButton word="run" variant="primary" onClick={() => set('seed')(p.seed + 1)} />
            <WordButton word="reset" onClick={() => setP(DEFAULTS)} />
          </div>
          <p className="text-xs text-ink-3">Run draws a new panel of 96 variants.</p>
        </>
      }
    >
      <ResultsHeading />
      <ResultStats items={[
        { label: `Model's top ${p.k} in measured top ${p.k}`, value: String(r.hits), testId: 'hits' },
        { label: 'Expected by chance', value: r.chance.toFixed(1), testId: 'chance' },
        { label: 'Chance of doing this well at random', value: r.pValue < 1e-4 ? '< 0.0001' : r.pValue.toFixed(4), testId: 'p-value' },
        { label: 'Spearman rank correlation', value: r.spearman.toFixed(2), testId: 'spearman' },
      ]} />
      <LiveResult message={summary} />
      <LineChart dataTable title="Predicted score against measured change in melting temperature for 96 variants; hits are in both top lists" xLabel="Measured ΔTm (°C)" yLabel="Predicted score" series={[
        { label: 'Both top lists', points: variants.flatMap((v, i) => (measuredTop.has(i) && predictedTop.has(i) ? [[v.measured, v.predicted] as const] : [])), scatter: true, color: 'var(--signal)' },
        { label: 'Predicted top only (false lead)', points: variants.flatMap((v, i) => (!measuredTop.has(i) && predictedTop.has(i) ? [[v.measured, v.predicted] as const] : [])), scatter: true, color: 'var(--ember)' },
        { label: 'Measured top only (missed)', points: variants.flatMap((v, i) => (measuredTop.has(i) && !predictedTop.has(i) ? [[v.measured, v.predicted] as const] : [])), scatter: true, color: 'var(--quantum)' },
        { label: 'Other variants', points: variants.flatMap((v, i) => (!measuredTop.has(i) && !predictedTop.has(i) ? [[v.measured, v.predicted] as const] : [])), scatter: true, color: 'var(--ink-3)' },
      ]} />
      <details>
        <summary className="cursor-pointer text-sm font-medium">The model&apos;s top {p.k}</summary>
        <div className="mt-3">
          <ResultTable caption={`Model's top ${p.k} variants with measured ΔTm`} columns={['Rank', 'Variant', 'Predicted', 'Measured ΔTm °C', 'In measured top']} rows={r.topPredicted.map((i, rank) => { const v = variants[i]; return [String(rank + 1), v?.name ?? '', (v?.predicted ?? 0).toFixed(2), (v?.measured ?? 0).toFixed(1), measuredTop.has(i) ? 'yes' : 'no']; })} />
        </div>
      </details>
    </DemoLayout>
  );
}
