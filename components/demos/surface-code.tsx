'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { decodingGraph, perCycle, physicalQubits, sampleFailures, syndromeOf, unionFindDecode, isLogicalError, unprotectedLine, wilson, zChecks } from '@/lib/demos/surface-code';
import { seededRandom } from '@/lib/demos/random';
import { scientific } from '@/lib/scientific';
import { chartColors, CheckboxField, DemoLayout, LineChart, LiveResult, NumberField, ResultStats, ResultTable, ResultsHeading, SelectField, WordButton } from './kit';

const DISTANCES = [3, 5, 7, 9] as const;
const POINTS = 8;

type Point = { d: number; p: number; failures: number; trials: number };
type Settings = { distances: number[]; pMin: number; pMax: number; measurementErrors: boolean; rounds: number; phaseFlips: boolean; trials: number };

const DEFAULTS: Settings = { distances: [3, 5, 7], pMin: 1, pMax: 14, measurementErrors: false, rounds: 1, phaseFlips: true, trials: 1000 };

const pct = (p: number) => `${Number((p * 100).toPrecision(2))}%`;
/** One notation down the whole column: "0.020" beside "4.0e-3" read as two kinds of figure. */
const sci = (value: number) => (value === 0 ? '0' : scientific(value, 1));

/** A range that starts at or past its end is refused, not silently turned round. */
const rangeErrorOf = (s: Settings) => (s.pMin >= s.pMax ? 'The lowest error rate must be below the highest.' : undefined);

/** Log-spaced physical error rates between min and max (percent). */
function grid(min: number, max: number): number[] {
  const a = Math.log(Math.max(0.01, Math.min(min, max)) / 100);
  const b = Math.log(Math.max(min, max) / 100);
  return Array.from({ length: POINTS }, (_, i) => Number(Math.exp(a + ((b - a) * i) / (POINTS - 1)).toPrecision(3)));
}

/** Where the smallest and largest code's curves cross (log interpolation), if they do. */
function crossing(points: Point[], settings: Settings): number | null {
  const ds = [...settings.distances].sort((x, y) => x - y);
  const small = ds[0];
  const large = ds.at(-1);
  if (small === undefined || large === undefined || small === large) return null;
  const rate = (d: number, p: number) => {
    const point = points.find((q) => q.d === d && q.p === p);
    return point && point.trials ? point.failures / point.trials : null;
  };
  const ps = grid(settings.pMin, settings.pMax);
  for (let i = 1; i < ps.length; i++) {
    const [p0, p1] = [ps[i - 1] ?? 0, ps[i] ?? 0];
    const [s0, l0, s1, l1] = [rate(small, p0), rate(large, p0), rate(small, p1), rate(large, p1)];
    if (s0 === null || l0 === null || s1 === null || l1 === null) continue;
    const g0 = l0 - s0;
    const g1 = l1 - s1;
    if (g0 < 0 && g1 >= 0) return Math.exp(Math.log(p0) + (Math.log(p1) - Math.log(p0)) * (-g0 / (g1 - g0 || 1)));
  }
  return null;
}

/** One sampled round of bit flips on the lattice: errors, lit checks, the decoder's correction. */
function Lattice({ d, p, seed }: { d: number; p: number; seed: number }) {
  const shot = useMemo(() => {
    const graph = decodingGraph(d, 1, false);
    const random = seededRandom(seed);
    const error = new Uint8Array(graph.edges.length);
    for (let i = 0; i < error.length; i++) error[i] = random() < p ? 1 : 0;
    const syndrome = syndromeOf(graph, error);
    const correction = unionFindDecode(graph, syndrome);
    return { error, syndrome, correction, failed: isLogicalError(graph, error, correction) };
  }, [d, p, seed]);
  const checks = zChecks(d);
  const cell = 36;
  const size = (d + 1) * cell;
  const at = (q: number) => ({ x: ((q % d) + 1) * cell, y: (Math.floor(q / d) + 1) * cell });
  const errors = Array.from(shot.error).filter(Boolean).length;
  const lit = Array.from(shot.syndrome).filter(Boolean).length;
  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={`Distance ${d} lattice, one round at ${pct(p)}: ${errors} bit flips, ${lit} lit checks, ${shot.failed ? 'the correction leaves a logical error' : 'the correction restores the logical qubit'}.`} className="mx-auto h-auto w-full max-w-[22rem]">
        {checks.map((qubits, k) => {
          const xs = qubits.map((q) => at(q).x);
          const ys = qubits.map((q) => at(q).y);
          const cx = xs.reduce((s, v) => s + v, 0) / xs.length;
          const cy = ys.reduce((s, v) => s + v, 0) / ys.length;
          const on = shot.syndrome[k] === 1;
          const half = cell * 0.32;
          return (
            <rect
              key={k}
              x={cx - half}
              y={cy - half}
              width={half * 2}
              height={half * 2}
              rx="4"
              transform={`rotate(45 ${cx} ${cy})`}
              fill={on ? 'var(--ember)' : 'var(--surface-2)'}
              stroke={on ? 'var(--ember)' : 'var(--line-strong)'}
            />
          );
        })}
        {Array.from({ length: d * d }, (_, q) => {
          const { x, y } = at(q);
          const bad = shot.error[q] === 1;
          const fix = shot.correction[q] === 1;
          return (
            <g key={q}>
              <circle cx={x} cy={y} r="8" fill={bad ? 'var(--security)' : 'var(--surface)'} stroke={bad ? 'var(--security)' : 'var(--ink-3)'} strokeWidth="1.5" />
              {fix ? <circle cx={x} cy={y} r="13" fill="none" stroke="var(--signal)" strokeWidth="2.5" strokeDasharray="4 3" /> : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="text-center text-xs text-ink-3">
        Only the Z-type checks, which catch bit flips, are drawn. Filled red: bit flip. Orange diamond: check that changed. Dashed ring: decoder&apos;s correction. {errors} flips, {lit} lit checks;{' '}
        <strong className="text-ink-2">{shot.failed ? 'logical error' : 'logical qubit intact'}</strong>.
      </figcaption>
    </figure>
  );
}

/** Surface-code memory: Monte Carlo over distances and physical error rates, in small batches. */
export default function SurfaceCodeDemo() {
  const [settings, setSettings] = useState<Settings>(DEFAULTS);
  const [points, setPoints] = useState<Point[]>([]);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [shotSeed, setShotSeed] = useState(1);
  const cancel = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      cancel.current = true;
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const set = <K extends keyof Settings>(key: K) => (value: Settings[K]) => setSettings((old) => ({ ...old, [key]: value }));
  const toggleDistance = (d: number, on: boolean) =>
    setSettings((old) => ({ ...old, distances: on ? [...old.distances, d].sort((a, b) => a - b) : old.distances.filter((x) => x !== d) }));

  const run = () => {
    const s = settings;
    if (!s.distances.length || rangeErrorOf(s)) return;
    const ps = grid(s.pMin, s.pMax);
    const tasks = s.distances.flatMap((d) => ps.map((p) => ({ d, p })));
    const results: Point[] = tasks.map((task) => ({ ...task, failures: 0, trials: 0 }));
    const graphs = new Map(s.distances.map((d) => [d, decodingGraph(d, s.rounds, s.measurementErrors)]));
    const random = seededRandom(Date.now() >>> 0);
    cancel.current = false;
    setRunning(true);
    setPoints(results.map((r) => ({ ...r })));
    setProgress(0);
    setAnnouncement('');
    let index = 0;
    const total = tasks.length * s.trials;
    const tick = () => {
      if (cancel.current) return;
      const start = performance.now();
      while (index < results.length && performance.now() - start < 24) {
        const point = results[index];
        if (!point) break;
        const batch = Math.min(50, s.trials - point.trials);
        point.failures += sampleFailures({ distance: point.d, p: point.p, measurementErrors: s.measurementErrors, rounds: s.rounds, phaseFlips: s.phaseFlips }, batch, random, graphs.get(point.d));
        point.trials += batch;
        if (point.trials >= s.trials) index++;
      }
      const done = results.reduce((sum, r) => sum + r.trials, 0);
      setPoints(results.map((r) => ({ ...r })));
      setProgress(done / total);
      if (index < results.length) timer.current = setTimeout(tick, 0);
      else {
        setRunning(false);
        const cross = crossing(results, s);
        setAnnouncement(
          `Finished ${total.toLocaleString('en-US')} trials. ${cross ? `The curves cross near ${pct(cross)} physical error rate.` : 'The curves do not cross in this range.'}`,
        );
      }
    };
    timer.current = setTimeout(tick, 0);
  };

  const stop = () => {
    cancel.current = true;
    if (timer.current) clearTimeout(timer.current);
    setRunning(false);
    setAnnouncement('Stopped.');
  };

  const rangeError = rangeErrorOf(settings);
  const ps = grid(settings.pMin, settings.pMax);
  const rate = (point: Point) => perCycle(point.failures / Math.max(1, point.trials), settings.rounds);
  const series = settings.distances.map((d) => ({
    label: `d = ${d} (${physicalQubits(d)} qubits)`,
    color: chartColors[DISTANCES.indexOf(d as (typeof DISTANCES)[number])],
    markers: true,
    points: points.filter((pt) => pt.d === d && pt.trials > 0 && pt.failures > 0).map((pt) => [pt.p, rate(pt)] as const),
  }));
  const finished = !running && points.length > 0 && points.every((pt) => pt.trials > 0);
  const cross = finished ? crossing(points, settings) : null;
  const pLow = ps[0] ?? 0.001;
  const pHigh = ps.at(-1) ?? 0.15;

  return (
    <DemoLayout
      controls={
        <>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-ink">Code distances</legend>
            <div className="grid grid-cols-2 gap-2">
              {DISTANCES.map((d) => (
                <CheckboxField key={d} label={`d = ${d}`} checked={settings.distances.includes(d)} onChange={(on) => toggleDistance(d, on)} />
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <NumberField label="Lowest error rate" unit="%" value={settings.pMin} min={0.01} max={15} step={0.01} onChange={set('pMin')} error={rangeError} />
            <NumberField label="Highest error rate" unit="%" value={settings.pMax} min={0.05} max={20} step={0.05} onChange={set('pMax')} />
          </div>
          <CheckboxField label="Measurement errors" checked={settings.measurementErrors} onChange={set('measurementErrors')} />
          <CheckboxField label="Phase flips as well as bit flips" checked={settings.phaseFlips} onChange={set('phaseFlips')} />
          <NumberField label="Cycles" value={settings.rounds} min={1} max={9} onChange={set('rounds')} />
          <SelectField
            label="Trials per point"
            value={String(settings.trials)}
            options={[500, 1000, 2000, 5000, 10000].map((n) => ({ value: String(n), label: n.toLocaleString('en-US') }))}
            onChange={(value) => set('trials')(Number(value))}
          />
          <div className="flex flex-wrap gap-2">
            {running ? <WordButton word="stop" onClick={stop} /> : <WordButton word="run" variant="primary" onClick={run} disabled={!settings.distances.length || rangeError !== undefined} />}
            <WordButton
              word="reset"
              disabled={running}
              onClick={() => {
                setSettings(DEFAULTS);
                setPoints([]);
                setProgress(0);
              }}
            />
          </div>
        </>
      }
    >
      <ResultsHeading />
      <LiveResult message={announcement} />
      <div className="space-y-1.5">
        <div className="flex justify-between text-xs text-ink-3">
          <span>{running ? 'Sampling…' : finished ? 'Done' : 'Press run to sample'}</span>
          <span data-testid="progress">{Math.round(progress * 100)}%</span>
        </div>
        <div className="h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
          <div className="h-full bg-signal transition-[width] motion-reduce:transition-none" style={{ width: `${progress * 100}%` }} />
        </div>
      </div>
      <ResultStats
        items={[
          { label: 'Curves cross near', value: cross ? pct(cross) : finished ? 'No crossing' : '—', testId: 'threshold' },
          { label: 'Trials run', value: points.reduce((s, pt) => s + pt.trials, 0).toLocaleString('en-US'), testId: 'trials' },
          { label: 'Decoder', value: 'Union-find' },
        ]}
      />
      <LineChart
        dataTable
        title="Logical error rate per cycle against physical error rate, one curve per code distance, log-log axes; the dashed line is an unprotected qubit"
        xLabel="Physical error rate"
        yLabel="Logical error rate per cycle"
        xLog
        yLog
        xDomain={[pLow, pHigh]}
        yDomain={[Math.min(1e-4, ...series.flatMap((s) => s.points.map((pt) => pt[1]))), 0.5]}
        series={[...series, { label: 'Unprotected qubit', color: 'var(--ink-3)', dashed: true, points: unprotectedLine(pLow, pHigh, settings.phaseFlips) }]}
      />
      {points.length ? (
        <ResultTable
          testId="surface-table"
          caption="Logical error rate per cycle, with 95% confidence interval, by physical error rate and code distance"
          columns={['Physical error rate', ...settings.distances.map((d) => `d = ${d}`)]}
          rows={ps.map((p) => [
            pct(p),
            ...settings.distances.map((d) => {
              const pt = points.find((q) => q.d === d && q.p === p);
              if (!pt || !pt.trials) return '…';
              const [lo, hi] = wilson(pt.failures, pt.trials);
              const r = settings.rounds;
              return `${sci(rate(pt))} (${sci(perCycle(lo, r))}–${sci(perCycle(hi, r))})`;
            }),
          ])}
        />
      ) : null}
      <section aria-labelledby="single-shot" className="space-y-3 rounded-2xl border border-line p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h4 id="single-shot" className="text-sm font-semibold text-ink">
            One round on the distance-{settings.distances.at(-1) ?? 5} lattice at {pct(ps[Math.floor(POINTS / 2)] ?? 0.05)}
          </h4>
          <WordButton word="step" onClick={() => setShotSeed((s) => s + 1)} />
        </div>
        <Lattice d={settings.distances.at(-1) ?? 5} p={ps[Math.floor(POINTS / 2)] ?? 0.05} seed={shotSeed} />
      </section>
    </DemoLayout>
  );
}
