'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { createLoop, optimumEstimate, projector, stepLoop, toLetters, HIT_MARGIN, type LoopState, type Params } from '@/lib/demos/design-loop';
import { BarChart, CheckboxField, DemoLayout, LineChart, LiveResult, RangeField, ResultStats, ResultsHeading, WordButton } from './kit';

const DEFAULTS: Params = { k: 2, batch: 24, rounds: 10, beta: 1, noise: 0.01, replicates: false, failureRate: 0.1, seed: 11 };
const f3 = (v: number) => v.toFixed(3);

/** The design loop: a surrogate ensemble choosing each batch by upper confidence bound, against random screening. */
export default function DesignLoopDemo() {
  const [params, setParams] = useState<Params>(DEFAULTS);
  const [state, setState] = useState<LoopState>(() => createLoop(DEFAULTS));
  const [optimum, setOptimum] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const project = useMemo(() => projector(), []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const set = <K extends keyof Params>(key: K) => (value: Params[K]) => {
    if (timer.current) clearTimeout(timer.current);
    const next = { ...params, [key]: value };
    setParams(next);
    setState(createLoop(next));
    setOptimum(null);
    setRunning(false);
  };

  const finish = (final: LoopState) => {
    timer.current = setTimeout(() => {
      const best = optimumEstimate(final.landscape);
      setOptimum(best);
      const g = final.guided.rounds.at(-1);
      const r = final.random.rounds.at(-1);
      setAnnouncement(
        `Run finished after ${final.round} rounds. Model-guided best ${f3(g?.bestTrue ?? 0)}, random screening best ${f3(r?.bestTrue ?? 0)}, optimum about ${f3(best)}.`,
      );
    }, 0);
  };

  const advance = (from: LoopState, all: boolean) => {
    const next = stepLoop(from);
    setState(next);
    const g = next.guided.rounds.at(-1);
    if (!all || next.round >= next.params.rounds) {
      setRunning(false);
      if (next.round >= next.params.rounds) finish(next);
      else setAnnouncement(`Round ${next.round}: model-guided best ${f3(g?.bestTrue ?? 0)}, ${g?.hits ?? 0} hits.`);
      return;
    }
    timer.current = setTimeout(() => advance(next, true), 0);
  };

  const done = state.round >= params.rounds;
  const go = (all: boolean) => {
    if (done) return;
    setRunning(true);
    timer.current = setTimeout(() => advance(state, all), 0);
  };
  const reset = () => {
    if (timer.current) clearTimeout(timer.current);
    const next = { ...params, seed: params.seed + 1 };
    setParams(next);
    setState(createLoop(next));
    setOptimum(null);
    setRunning(false);
    setAnnouncement('');
  };

  const g = state.guided.rounds.at(-1);
  const r = state.random.rounds.at(-1);
  const totalHits = (rounds: typeof state.guided.rounds) => rounds.reduce((s, x) => s + x.hits, 0);
  const best = state.guided.measured.reduce((a, m) => ((m.measured ?? -1) > (a.measured ?? -1) ? m : a), state.guided.measured[0] ?? { sequence: [], measured: 0, truth: 0, round: 0 });
  const rounds = state.guided.rounds.map((x) => x.round);
  const failedGuided = state.guided.measured.filter((m) => m.measured === null);

  return (
    <DemoLayout
      controls={
        <>
          <RangeField label="Batch size per round" value={params.batch} min={8} max={96} step={8} onChange={set('batch')} />
          <RangeField label="Rounds" value={params.rounds} min={1} max={10} onChange={set('rounds')} />
          <RangeField label="Exploration weight" value={params.beta} min={0} max={3} step={0.25} format={(v) => v.toFixed(2)} onChange={set('beta')} />
          <RangeField label="Ruggedness K" value={params.k} min={0} max={8} onChange={set('k')} />
          <RangeField label="Measurement noise (SD)" value={params.noise} min={0} max={0.05} step={0.005} format={(v) => v.toFixed(3)} onChange={set('noise')} />
          <RangeField label="Expression failure rate" value={params.failureRate} min={0} max={0.4} step={0.05} format={(v) => `${Math.round(v * 100)}%`} onChange={set('failureRate')} />
          <CheckboxField label="Triplicate the top quarter of each batch" checked={params.replicates} onChange={set('replicates')} />
          <div className="flex flex-wrap gap-2">
            <WordButton word="step" onClick={() => go(false)} disabled={running || done} />
            <WordButton word={running ? 'running' : 'run'} variant="primary" onClick={() => go(true)} disabled={running || done} />
            <WordButton word="reset" onClick={reset} />
          </div>
        </>
      }
    >
      <ResultsHeading />
      <LiveResult message={announcement} />
      <ResultStats
        items={[
          { label: 'Round', value: `${state.round} of ${params.rounds}`, testId: 'round' },
          { label: 'Best pick, model-guided (true fitness)', value: f3(g?.bestTrue ?? 0), testId: 'guided-best' },
          { label: 'Best pick, random screening', value: f3(r?.bestTrue ?? 0), testId: 'random-best' },
          { label: 'Hits, model-guided', value: String(totalHits(state.guided.rounds)), testId: 'guided-hits' },
          { label: 'Hits, random screening', value: String(totalHits(state.random.rounds)), testId: 'random-hits' },
          { label: 'Optimum (revealed at the end)', value: optimum === null ? '?' : f3(optimum), testId: 'optimum' },
        ]}
      />
      <LineChart
        dataTable
        title="True fitness of the best-measured sequence after each round, model-guided and random screening; the optimum appears as a dashed line when the run ends"
        xLabel="Round"
        yLabel="True fitness of best pick"
        xDomain={[0, params.rounds]}
        yDomain={[0.3, 1]}
        series={[
          { label: 'Model-guided', points: state.guided.rounds.map((x) => [x.round, x.bestTrue] as const), markers: true, color: 'var(--ai)' },
          { label: 'Random screening', points: state.random.rounds.map((x) => [x.round, x.bestTrue] as const), markers: true, color: 'var(--ember)' },
          ...(optimum === null ? [] : [{ label: 'Optimum (estimated)', points: [[0, optimum], [params.rounds, optimum]] as const, dashed: true, color: 'var(--ink-3)' }]),
        ]}
      />
      <BarChart
        dataTable="Round"
        title={`Hits per round (true fitness at least ${HIT_MARGIN} above the starting sequence), model-guided and random screening`}
        yLabel="Hits"
        categories={rounds.slice(1).map(String)}
        series={[
          { label: 'Model-guided hits', values: state.guided.rounds.slice(1).map((x) => x.hits), color: 'var(--ai)' },
          { label: 'Random screening hits', values: state.random.rounds.slice(1).map((x) => x.hits), color: 'var(--ember)' },
        ]}
        height={220}
      />
      <LineChart
        title="Map of every tested sequence, a fixed two-dimensional projection of the sequences: model-guided, random screening and failed expressions"
        xLabel="Projection 1"
        yLabel="Projection 2"
        height={300}
        series={[
          { label: 'Random screening', scatter: true, color: 'var(--ember)', points: state.random.measured.map((m) => project(m.sequence)) },
          { label: 'Model-guided', scatter: true, color: 'var(--ai)', points: state.guided.measured.filter((m) => m.measured !== null).map((m) => project(m.sequence)) },
          { label: 'Failed to express', scatter: true, color: 'var(--security)', points: failedGuided.map((m) => project(m.sequence)) },
        ]}
      />
      <p className="text-sm text-ink-2">
        Best measured sequence (model-guided), measured {f3(best.measured ?? 0)}, true {f3(best.truth)}:{' '}
        <code data-testid="best-sequence" className="font-mono break-all text-ink">
          {toLetters(best.sequence)}
        </code>
      </p>
    </DemoLayout>
  );
}
