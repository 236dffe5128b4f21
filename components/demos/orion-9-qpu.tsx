'use client';

import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { MAX_QUBITS, apply, basisLabel, gateLabel, ghzBudget, ghzCircuit, bellCircuit, measure, orionMedians, probabilities, sample, zeroState, type Gate, type SingleGate, type State } from '@/lib/demos/qpu';
import { seededRandom } from '@/lib/demos/random';
import { BarChart, DemoLayout, LineChart, LiveResult, RangeField, ResultStats, ResultTable, ResultsHeading, SelectField, WordButton } from './kit';
import { CalibrationMap } from './calibration-map';

type Step = { gate: Gate } | { measure: number; outcome: 0 | 1 };
const GATES = ['H', 'X', 'Y', 'Z', 'S', 'T', 'CNOT'] as const;
const fmt = (v: number) => (Math.abs(v) < 5e-13 ? '0' : v.toFixed(3));

function runSteps(n: number, steps: readonly Step[]): State {
  return steps.reduce((state, step) => {
    if ('gate' in step) return apply(state, step.gate);
    // Replays a recorded outcome: u = 0 forces 1 (when possible), u = 1 forces 0.
    return measure(state, step.measure, step.outcome === 1 ? 0 : 1).state;
  }, zeroState(n));
}

/** Orion-9: the calibration map, then a state-vector circuit simulator and the GHZ fidelity budget from the calibration medians. */
export default function Orion9Demo() {
  const [n, setN] = useState(2);
  const [steps, setSteps] = useState<Step[]>(bellCircuit().map((gate) => ({ gate })));
  const [gate, setGate] = useState<(typeof GATES)[number]>('H');
  const [target, setTarget] = useState(0);
  const [control, setControl] = useState(1);
  const [shots, setShots] = useState<number[] | null>(null);
  const [seed, setSeed] = useState(1);
  const [f2, setF2] = useState(orionMedians.f2 * 100);
  const [readout, setReadout] = useState(orionMedians.readout * 100);

  const state = useMemo(() => runSteps(n, steps), [n, steps]);
  const p = probabilities(state);
  const rows = p.flatMap((prob, i) => (prob > 1e-12 ? [[`|${basisLabel(i, n)}⟩`, fmt(state.re[i] ?? 0), fmt(state.im[i] ?? 0), prob.toFixed(4)]] : []));
  const qubits = Array.from({ length: n }, (_, q) => ({ value: String(q), label: `q${q}` }));
  const budget = useMemo(() => {
    const cal = { ...orionMedians, f2: f2 / 100, readout: readout / 100 };
    return [2, 4, 8, 16, 32, 64].map((size) => ({ size, ...ghzBudget(size, cal) }));
  }, [f2, readout]);
  const summary = `${steps.length} operations on ${n} qubits. Outcomes with nonzero probability: ${rows.map((r) => `${r[0]} ${r[3]}`).join(', ')}.`;

  const reset = (size = n, next: Step[] = []) => {
    setN(size);
    setSteps(next);
    setShots(null);
    setTarget(0);
    setControl(Math.min(1, size - 1));
  };
  const add = () => {
    if (gate === 'CNOT' && control === target) return;
    const g: Gate = gate === 'CNOT' ? { kind: 'CNOT', control, target } : { kind: gate as SingleGate, target };
    setSteps((s) => [...s, { gate: g }]);
    setShots(null);
  };
  const doMeasure = () => {
    const m = measure(state, target, seededRandom(seed)());
    setSeed((s) => s + 1);
    setSteps((s) => [...s, { measure: target, outcome: m.outcome }]);
    setShots(null);
  };

  return (
    <>
    <CalibrationMap />
    <h3 className="border-t border-line px-5 pt-7 text-lg font-semibold md:px-7">Entanglement test: circuits and the GHZ error budget</h3>
    <DemoLayout
      controls={
        <>
          <SelectField label="Number of qubits" value={String(n)} options={Array.from({ length: MAX_QUBITS - 1 }, (_, i) => ({ value: String(i + 2), label: String(i + 2) }))} onChange={(v) => reset(Number(v))} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => reset(2, bellCircuit().map((g) => ({ gate: g })))}>Bell pair</Button>
            <Button variant="secondary" onClick={() => reset(n < 3 ? 3 : n, ghzCircuit(n < 3 ? 3 : n).map((g) => ({ gate: g })))}>GHZ state</Button>
          </div>
          <SelectField label="Gate" value={gate} options={GATES.map((g) => ({ value: g, label: g }))} onChange={setGate} />
          {gate === 'CNOT' ? <SelectField label="Control qubit" value={String(control)} options={qubits} onChange={(v) => setControl(Number(v))} /> : null}
          <SelectField label="Target qubit" value={String(target)} options={qubits} onChange={(v) => setTarget(Number(v))} />
          {gate === 'CNOT' && control === target ? <p className="text-sm text-ink-2">Control and target must differ.</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button onClick={add} disabled={gate === 'CNOT' && control === target}>Add gate</Button>
            <Button variant="secondary" onClick={doMeasure}>Measure target</Button>
            <WordButton word="reset" onClick={() => reset(n)} />
          </div>
        </>
      }
    >
      <ResultsHeading />
      <ol aria-label="Circuit" data-testid="circuit" className="flex min-h-10 flex-wrap gap-2 rounded-2xl border border-line p-3 font-mono text-sm">
        {steps.length ? steps.map((s, i) => <li key={i} className="rounded-lg bg-surface-2 px-2 py-1">{'gate' in s ? gateLabel(s.gate) : `M q${s.measure} = ${s.outcome}`}</li>) : <li className="text-ink-3">Empty circuit: all qubits in |0⟩.</li>}
      </ol>
      <LiveResult message={summary} />
      <ResultTable testId="amplitudes" caption="Amplitudes and probabilities of the basis states with nonzero probability (qubit 0 is the rightmost bit)" columns={['Basis state', 'Re', 'Im', 'Probability']} rows={rows} />
      <BarChart dataTable="Basis state" title="Probability of each basis state" categories={p.map((_, i) => basisLabel(i, n))} series={[{ label: 'Probability', values: p }]} yLabel="Probability" height={n > 4 ? 200 : 240} />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => { setShots(sample(state, 1000, seededRandom(seed))); setSeed((s) => s + 1); }}>Sample 1,000 shots</Button>
        {shots ? <p data-testid="shots" className="font-mono text-sm">{shots.flatMap((c, i) => (c ? [`${basisLabel(i, n)}: ${c}`] : [])).join(' · ')}</p> : null}
      </div>
      <h3 className="pt-4 text-lg font-semibold">GHZ fidelity from the calibration</h3>
      <p className="text-sm text-ink-2">A GHZ chain of n qubits needs one Hadamard, n − 1 two-qubit gates in sequence, idle time for the waiting qubits (T1 310 µs, T2 240 µs, 60 ns per gate) and n readouts. Change the medians to see which part of the budget dominates.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <RangeField label="Two-qubit gate fidelity" value={f2} min={99} max={99.99} step={0.01} format={(v) => `${v.toFixed(2)}%`} onChange={setF2} />
        <RangeField label="Readout error" value={readout} min={0} max={3} step={0.1} format={(v) => `${v.toFixed(1)}%`} onChange={setReadout} />
      </div>
      <ResultStats items={[{ label: 'GHZ fidelity, 2 qubits', value: (budget[0]?.fidelity ?? 0).toFixed(3), testId: 'ghz-2' }, { label: 'GHZ fidelity, 64 qubits', value: (budget[5]?.fidelity ?? 0).toFixed(3), testId: 'ghz-64' }, { label: 'Lost to gates at 64', value: `${((1 - (budget[5]?.gates ?? 1)) * 100).toFixed(1)}%` }]} />
      <LineChart dataTable title="Predicted GHZ fidelity against the number of qubits, with the gate, idle and readout factors" xLabel="Qubits in the GHZ state" yLabel="Fidelity" xDomain={[0, 64]} yDomain={[0, 1]} series={[
        { label: 'Total', points: budget.map((b) => [b.size, b.fidelity] as const), markers: true },
        { label: 'Gates', points: budget.map((b) => [b.size, b.gates] as const), dashed: true },
        { label: 'Idling', points: budget.map((b) => [b.size, b.idle] as const), dashed: true },
        { label: 'Readout', points: budget.map((b) => [b.size, b.readout] as const), dashed: true },
      ]} />
    </DemoLayout>
    </>
  );
}
