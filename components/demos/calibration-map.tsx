'use client';

import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { GRID, TILE, calibration, couplersOf, quantile, step, summarize, type Calibration, type QubitMeasure } from '@/lib/demos/calibration';
import { BarChart, CheckboxField, DemoLayout, LiveResult, ResultStats, ResultTable, SelectField } from './kit';

const CELL = 20;
const SIZE = GRID * CELL;
const center = (i: number) => (i + 0.5) * CELL;

const MEASURES: Record<QubitMeasure, { label: string; unit: string; higherIsBetter: boolean; format: (v: number) => string }> = {
  t1: { label: 'T1 (energy relaxation)', unit: 'µs', higherIsBetter: true, format: (v) => `${v.toFixed(0)} µs` },
  t2: { label: 'T2 (coherence time)', unit: 'µs', higherIsBetter: true, format: (v) => `${v.toFixed(0)} µs` },
  readoutError: { label: 'Readout error', unit: '%', higherIsBetter: false, format: (v) => `${(v * 100).toFixed(2)}%` },
};
const fidelityText = (v: number) => `${(v * 100).toFixed(2)}%`;

/**
 * Five bands from the best fifth to the worst, colored from the signal accent to the warning one
 * the long way round the hue circle (teal, green, gold, orange, crimson): mixed in oklab, the middle
 * three were greys and mauves of one lightness (#4f636e, #705a68, #955d6f), hard to tell apart.
 */
const BANDS = ['var(--signal)', 'color-mix(in oklch longer hue, var(--signal) 75%, var(--security))', 'color-mix(in oklch longer hue, var(--signal) 50%, var(--security))', 'color-mix(in oklch longer hue, var(--signal) 25%, var(--security))', 'var(--security)'] as const;
const BAND_NAMES = ['Best fifth', 'Second fifth', 'Middle fifth', 'Fourth fifth', 'Worst fifth'] as const;

/** The band (0 best … 4 worst) of a value among all of its kind. */
function bander(values: readonly number[], higherIsBetter: boolean) {
  const cuts = [0.2, 0.4, 0.6, 0.8].map((share) => quantile(values, higherIsBetter ? 1 - share : share));
  return (value: number) => {
    const band = cuts.findIndex((cut) => (higherIsBetter ? value >= cut : value <= cut));
    return band === -1 ? 4 : band;
  };
}

function histogram(values: readonly number[], bins: number, format: (v: number) => string) {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const width = (hi - lo) / bins || 1;
  const counts = Array.from({ length: bins }, () => 0);
  for (const value of values) counts[Math.min(bins - 1, Math.floor((value - lo) / width))]! += 1;
  return { categories: counts.map((_, i) => format(lo + width * (i + 0.5))), counts };
}

function describe(cal: Calibration, index: number): string {
  const q = cal.qubits[index];
  if (!q) return '';
  const couplers = couplersOf(cal, index)
    .map((c) => `Q${c.a === index ? c.b : c.a} ${fidelityText(c.fidelity)}${c.crossesTile ? ' (across tiles)' : ''}`)
    .join(', ');
  return `Qubit Q${index}, tile ${q.tile + 1}, row ${q.row + 1}, column ${q.col + 1}: T1 ${MEASURES.t1.format(q.t1)}, T2 ${MEASURES.t2.format(q.t2)}, readout error ${MEASURES.readoutError.format(q.readoutError)}. Couplers, worst first: ${couplers}.`;
}

/** Orion-9's calibration map: 256 qubits in four tiles, coloured by a chosen measure, couplers by two-qubit fidelity. */
export function CalibrationMap() {
  const cal = useMemo(() => calibration(), []);
  const stats = useMemo(() => summarize(cal), [cal]);
  const [measure, setMeasure] = useState<QubitMeasure>('t1');
  const [showCouplers, setShowCouplers] = useState(true);
  const [cursor, setCursor] = useState(0);
  const [moved, setMoved] = useState(false);
  const helpId = useId();

  const spec = MEASURES[measure];
  const qubitBand = useMemo(() => bander(cal.qubits.map((q) => q[measure]), spec.higherIsBetter), [cal, measure, spec.higherIsBetter]);
  const couplerBand = useMemo(() => bander(cal.couplers.map((c) => c.fidelity), true), [cal]);
  const hist = useMemo(() => histogram(cal.qubits.map((q) => q[measure]), 10, spec.format), [cal, measure, spec.format]);
  const focused = cal.qubits[cursor];
  const detail = describe(cal, cursor);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key;
    if (key !== 'ArrowUp' && key !== 'ArrowDown' && key !== 'ArrowLeft' && key !== 'ArrowRight' && key !== 'Home' && key !== 'End') return;
    event.preventDefault();
    // The chip's columns run left to right in every language: the map is drawn left to right.
    setCursor((index) => step(index, key));
    setMoved(true);
  };

  return (
    <DemoLayout
      controls={
        <>
          <SelectField label="Color qubits by" value={measure} options={(Object.keys(MEASURES) as QubitMeasure[]).map((value) => ({ value, label: MEASURES[value].label }))} onChange={setMeasure} />
          <CheckboxField label="Show couplers (two-qubit fidelity)" checked={showCouplers} onChange={setShowCouplers} />
          <p id={helpId} className="text-sm text-ink-2">
            Focus the map and move between qubits with the arrow keys (Home and End jump to the ends of a row), or click a qubit. Its calibration appears below the map.
          </p>
        </>
      }
    >
      <h3 className="text-lg font-semibold">Calibration map: 256 qubits in four tiles</h3>
      <div
        role="group"
        tabIndex={0}
        aria-label="Orion-9 calibration map, 16 by 16 qubits"
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        data-testid="calibration-map"
        className="rounded-2xl border border-line p-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        dir="ltr"
      >
        <svg viewBox={`-4 -4 ${SIZE + 8} ${SIZE + 8}`} className="mx-auto h-auto w-full max-w-[30rem]" aria-hidden="true">
          {showCouplers
            ? cal.couplers.map((c) => {
                const a = cal.qubits[c.a]!;
                const b = cal.qubits[c.b]!;
                return <line key={`${c.a}-${c.b}`} x1={center(a.col)} y1={center(a.row)} x2={center(b.col)} y2={center(b.row)} stroke={BANDS[couplerBand(c.fidelity)]} strokeWidth={3} strokeLinecap="round" opacity={0.85} />;
              })
            : null}
          <g stroke="var(--ink-3)" strokeDasharray="4 4" strokeWidth={1.5}>
            <line x1={TILE * CELL} x2={TILE * CELL} y1={-2} y2={SIZE + 2} />
            <line y1={TILE * CELL} y2={TILE * CELL} x1={-2} x2={SIZE + 2} />
          </g>
          {cal.qubits.map((q) => (
            <circle
              key={q.index}
              cx={center(q.col)}
              cy={center(q.row)}
              r={6}
              fill={BANDS[qubitBand(q[measure])]}
              stroke="var(--surface)"
              strokeWidth={1.5}
              onClick={() => {
                setCursor(q.index);
                setMoved(true);
              }}
              className="cursor-pointer"
            />
          ))}
          {focused ? <circle cx={center(focused.col)} cy={center(focused.row)} r={9} fill="none" stroke="var(--ink)" strokeWidth={2.5} data-testid="calibration-cursor" /> : null}
        </svg>
        <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-ink-2">
          {BAND_NAMES.map((name, band) => (
            <li key={name} className="flex items-center gap-1.5">
              <svg width="12" height="12" aria-hidden="true">
                <circle cx="6" cy="6" r="5" fill={BANDS[band]} />
              </svg>
              {name}
            </li>
          ))}
        </ul>
      </div>
      <p data-testid="calibration-detail" className="rounded-2xl bg-surface-2 p-4 text-sm leading-6">
        {detail}
      </p>
      <LiveResult message={moved ? detail : ''} />
      <ResultStats
        items={[
          { label: 'Median T1', value: MEASURES.t1.format(stats.t1.median), testId: 'median-t1' },
          { label: 'Median two-qubit fidelity', value: fidelityText(stats.fidelity.median), testId: 'median-fidelity' },
          { label: 'Worst 5% of couplers below', value: fidelityText(stats.fidelity.worst5), testId: 'worst-fidelity' },
        ]}
      />
      <ResultTable
        testId="calibration-summary"
        caption="Median and worst 5% of each calibration measure"
        columns={['Measure', 'Median', 'Worst 5%']}
        rows={[
          ['T1', MEASURES.t1.format(stats.t1.median), MEASURES.t1.format(stats.t1.worst5)],
          ['T2', MEASURES.t2.format(stats.t2.median), MEASURES.t2.format(stats.t2.worst5)],
          ['Readout error', MEASURES.readoutError.format(stats.readoutError.median), MEASURES.readoutError.format(stats.readoutError.worst5)],
          ['Two-qubit fidelity', fidelityText(stats.fidelity.median), fidelityText(stats.fidelity.worst5)],
        ]}
      />
      <BarChart dataTable={spec.label} title={`Distribution of ${spec.label} over the 256 qubits`} categories={hist.categories} series={[{ label: 'Qubits', values: hist.counts }]} yLabel="Qubits" height={220} />
    </DemoLayout>
  );
}
