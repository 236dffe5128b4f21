'use client';

import { useMemo, useState } from 'react';
import { G, allanDeviation, cycleTime, dropHeight, fringe, perShotSensitivity, phase, sensitivityPerRootHz, simulateStream } from '@/lib/demos/atom-interferometer';
import { scientific } from '@/lib/scientific';
import { DemoLayout, LineChart, LiveResult, RangeField, ResultStats, ResultsHeading, WordButton } from './kit';

const DEFAULTS = { Tms: 80, atoms: 6, contrast: 0.5, vibration: 0, seed: 1 };
const sci = (v: number) => scientific(v, 2);

/** Phantom: interferometer phase, fringe, shot-noise sensitivity and the Allan deviation of a simulated stream. */
export default function PhantomDemo() {
  const [p, setP] = useState(DEFAULTS);
  const set = <K extends keyof typeof DEFAULTS>(key: K) => (value: (typeof DEFAULTS)[K]) => setP((old) => ({ ...old, [key]: value }));
  const i = { T: p.Tms / 1000, atoms: 10 ** p.atoms, contrast: p.contrast, prepTime: 0.25 };
  const tc = cycleTime(i);
  const adev = useMemo(() => {
    const setup = { T: p.Tms / 1000, atoms: 10 ** p.atoms, contrast: p.contrast, prepTime: 0.25 };
    return allanDeviation(simulateStream(setup, 4000, p.vibration * 1e-6, 2e-9, p.seed), cycleTime(setup));
  }, [p]);
  const perShot = perShotSensitivity(i);
  const phi = phase(G, i.T);
  const fringePoints = Array.from({ length: 121 }, (_, k) => {
    const da = ((k - 60) / 60) * (Math.PI / (phase(1, i.T)));
    return [da * 1e6, fringe(phase(da, i.T), p.contrast)] as const;
  });
  const floor = adev.reduce((m, [, v]) => Math.min(m, v), Infinity);
  const summary = `Phase for g: ${phi.toExponential(3)} rad. Per shot ${sci(perShot)} m/s², ${sci(sensitivityPerRootHz(i))} m/s² per root hertz, best stability ${sci(floor)} m/s².`;
  return (
    <DemoLayout
      controls={
        <>
          <RangeField label="Time between pulses T" value={p.Tms} min={10} max={150} step={5} format={(v) => `${v} ms`} onChange={set('Tms')} />
          <RangeField label="Atoms per shot" value={p.atoms} min={4} max={7} step={0.5} format={(v) => `10^${v}`} onChange={set('atoms')} />
          <RangeField label="Fringe contrast" value={p.contrast} min={0.1} max={1} step={0.05} format={(v) => v.toFixed(2)} onChange={set('contrast')} />
          <RangeField label="Platform vibration" value={p.vibration} min={0} max={50} step={1} format={(v) => `${v} µm/s² rms`} onChange={set('vibration')} />
          <div className="flex flex-wrap gap-2">
            <WordButton word="run" variant="primary" onClick={() => set('seed')(p.seed + 1)} />
            <WordButton word="reset" onClick={() => setP(DEFAULTS)} />
          </div>
        </>
      }
    >
      <ResultsHeading />
      <ResultStats items={[
        { label: 'Phase from gravity, k·g·T² (rad)', value: phi.toExponential(3), testId: 'phase' },
        { label: 'Per-shot sensitivity (m/s²)', value: sci(perShot), testId: 'per-shot' },
        { label: 'Sensitivity (m/s² per √Hz)', value: sci(sensitivityPerRootHz(i)), testId: 'per-root-hz' },
        { label: 'Cycle time', value: `${(tc * 1000).toFixed(0)} ms`, testId: 'cycle' },
        { label: 'Atoms fall during 2T', value: `${(dropHeight(i.T) * 100).toFixed(1)} cm`, testId: 'drop' },
        { label: 'Best stability (Allan deviation)', value: sci(floor), testId: 'floor' },
      ]} />
      <LiveResult message={summary} />
      <LineChart dataTable title="Interference fringe: share of atoms in the upper state against a small change in acceleration" xLabel="Change in acceleration (µm/s²)" yLabel="Upper-state fraction" yDomain={[0, 1]} height={220} series={[{ label: 'Fringe', points: fringePoints }]} />
      <LineChart dataTable title="Allan deviation of a simulated stream of 4,000 shots: white noise averages down until drift takes over" xLabel="Averaging time (s)" yLabel="Allan deviation (m/s²)" xLog yLog series={[{ label: 'Allan deviation', points: adev, markers: true }]} />
    </DemoLayout>
  );
}
