'use client';

import { useMemo, useState } from 'react';
import { AU, C, direction, earthPosition, errorEllipse, pulsars, simulate, sunAngle, TRANSFER_DAYS, transferPosition, type Fix } from '@/lib/demos/pulsar';
import { chartColors, CheckboxField, DemoLayout, LineChart, LiveResult, RangeField, ResultStats, ResultTable, ResultsHeading, SelectField, WordButton } from './kit';

const HOURS = [1 / 6, 0.5, 1, 2, 4, 6] as const;
const hoursLabel = (h: number) => (h < 1 ? `${Math.round(h * 60)} min` : `${h} h`);
const km = (m: number) => `${(m / 1000).toLocaleString('en-US', { maximumFractionDigits: m < 10_000 ? 2 : 0 })} km`;

const pulsarColor = (index: number) => chartColors[index % chartColors.length] ?? 'var(--ink-2)';

/** The ellipse around an estimate, in km relative to the true position. */
function ellipsePoints(fix: Fix, truth: readonly number[], steps = 72): [number, number][] {
  const { major, minor, angle } = errorEllipse(fix.covariance);
  const cx = fix.estimate[0] - (truth[0] ?? 0);
  const cy = fix.estimate[1] - (truth[1] ?? 0);
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = (2 * Math.PI * i) / steps;
    const x = major * Math.cos(t);
    const y = minor * Math.sin(t);
    return [(cx + x * Math.cos(angle) - y * Math.sin(angle)) / 1000, (cy + x * Math.sin(angle) + y * Math.cos(angle)) / 1000];
  });
}

/** The inner solar system: orbits, transfer arc, spacecraft, and the directions it looks along. */
function OrbitView({ day, active }: { day: number; active: { index: number; longitude: number; excluded: boolean }[] }) {
  const size = 360;
  const scale = 150 / (1.6 * AU);
  const c = size / 2;
  const at = ([x, y]: readonly [number, number]) => [c + x * scale, c - y * scale] as const;
  const ship = at(transferPosition(day));
  const earth = at(earthPosition(day));
  const marsAngle = Math.PI - (2 * Math.PI * (TRANSFER_DAYS - day)) / 687;
  const mars = at([Math.cos(marsAngle) * 1.524 * AU, Math.sin(marsAngle) * 1.524 * AU]);
  const arc = Array.from({ length: 60 }, (_, i) => at(transferPosition((TRANSFER_DAYS * i) / 59)));
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={`Inner solar system on day ${day} of the transfer: the spacecraft between the orbits of Earth and Mars, with lines towards the selected pulsars.`} className="h-auto w-full max-w-[24rem]">
      <circle cx={c} cy={c} r={AU * scale} fill="none" stroke="var(--line-strong)" />
      <circle cx={c} cy={c} r={1.524 * AU * scale} fill="none" stroke="var(--line-strong)" />
      <path d={arc.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join('')} fill="none" stroke="var(--ink-3)" strokeDasharray="3 4" />
      {active.map(({ index, longitude, excluded }) => {
        const [dx, dy] = direction(longitude);
        return (
          <line
            key={index}
            x1={ship[0]}
            y1={ship[1]}
            x2={ship[0] + dx * 400}
            y2={ship[1] - dy * 400}
            stroke={excluded ? 'var(--ink-3)' : pulsarColor(index)}
            strokeWidth={excluded ? 1 : 1.8}
            strokeDasharray={excluded ? '2 4' : undefined}
            opacity={excluded ? 0.7 : 0.9}
          />
        );
      })}
      <circle cx={c} cy={c} r="9" fill="var(--energy)" />
      <circle cx={earth[0]} cy={earth[1]} r="5" fill="var(--space)" />
      <circle cx={mars[0]} cy={mars[1]} r="4.5" fill="var(--ember)" />
      <circle cx={ship[0]} cy={ship[1]} r="5" fill="var(--ink)" stroke="var(--surface)" strokeWidth="2" />
      <g fontSize="11" fill="var(--ink-2)">
        <text x={c + 12} y={c + 4}>Sun</text>
        <text x={earth[0] + 8} y={earth[1] + 4}>Earth</text>
        <text x={mars[0] + 8} y={mars[1] + 4}>Mars</text>
        <text x={ship[0] + 8} y={ship[1] - 8} fill="var(--ink)">Spacecraft</text>
      </g>
    </svg>
  );
}

/** Pulsar navigation: timing fixes by weighted least squares, with the 95% error ellipse. */
export default function PulsarNavigationDemo() {
  const [selected, setSelected] = useState<string[]>(pulsars.slice(0, 5).map((p) => p.name));
  const [hoursIndex, setHoursIndex] = useState(2);
  const [day, setDay] = useState(60);
  const [clock, setClock] = useState<'quartz' | 'optical'>('quartz');
  const [sunExclusion, setSunExclusion] = useState(false);
  const [groundContact, setGroundContact] = useState(false);
  const [seed, setSeed] = useState(7);
  const [shown, setShown] = useState<number | null>(null); // fixes shown; null = all

  const hours = HOURS[hoursIndex] ?? 1;
  const sim = useMemo(() => simulate({ day, selected, hours, clock, sunExclusion, groundContact, seed }), [day, selected, hours, clock, sunExclusion, groundContact, seed]);
  const count = Math.min(shown ?? sim.fixes.length - 1, sim.fixes.length - 1);
  const fix = sim.fixes[count] ?? sim.fixes[0];
  const first = sim.fixes[0];
  const ellipse = fix ? errorEllipse(fix.covariance) : { major: 0, minor: 0, angle: 0 };
  const errorM = fix ? Math.hypot(fix.estimate[0] - sim.truth[0], fix.estimate[1] - sim.truth[1]) : 0;
  const clockUs = fix ? (Math.abs(fix.estimate[2] - sim.truth[2]) / C) * 1e6 : 0;
  const usable = sim.observations.filter((o) => !o.excluded);
  const position = transferPosition(day);

  // Zoomed view: wide enough for the current ellipse, the estimate and the truth.
  const span = Math.max(ellipse.major * 1.35, errorM * 1.3, 2_000) / 1000;
  const summary = `${count} of ${usable.length + (sim.ground ? 1 : 0)} measurements used. Position error ${km(errorM)}; 95% ellipse ${km(ellipse.major)} by ${km(ellipse.minor)}.`;

  return (
    <DemoLayout
      controls={
        <>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-ink">Pulsars to observe</legend>
            {pulsars.map((p) => (
              <CheckboxField
                key={p.name}
                label={p.name}
                checked={selected.includes(p.name)}
                onChange={(on) => setSelected((old) => (on ? [...old, p.name] : old.filter((name) => name !== p.name)))}
              />
            ))}
          </fieldset>
          <RangeField label="Observation time per pulsar" value={hoursIndex} min={0} max={HOURS.length - 1} format={(i) => hoursLabel(HOURS[i] ?? 1)} onChange={setHoursIndex} />
          <RangeField label="Day of the transfer" value={day} min={0} max={TRANSFER_DAYS} format={(d) => `day ${d}`} onChange={setDay} />
          <SelectField
            label="Clock"
            value={clock}
            options={[
              { value: 'quartz', label: 'Oven-controlled quartz' },
              { value: 'optical', label: 'Idealized optical clock' },
            ]}
            onChange={setClock}
          />
          <CheckboxField label="Sun exclusion (45°)" checked={sunExclusion} onChange={setSunExclusion} />
          <CheckboxField label="Ground radio tracking pass" checked={groundContact} onChange={setGroundContact} />
          <div className="flex flex-wrap gap-2">
            <WordButton word="step" onClick={() => setShown(Math.min(count + 1, sim.fixes.length - 1))} disabled={count >= sim.fixes.length - 1} />
            <WordButton word="run" variant="primary" onClick={() => setShown(null)} />
            <WordButton
              word="reset"
              onClick={() => {
                setSeed((s) => s + 1);
                setShown(0);
              }}
            />
          </div>
        </>
      }
    >
      <ResultsHeading />
      <LiveResult message={summary} />
      <ResultStats
        items={[
          { label: 'Measurements used', value: `${count} of ${usable.length + (sim.ground ? 1 : 0)}`, testId: 'used' },
          { label: 'Position error', value: km(errorM), testId: 'position-error' },
          { label: '95% ellipse, long axis', value: km(ellipse.major), testId: 'ellipse-major' },
          { label: '95% ellipse, short axis', value: km(ellipse.minor), testId: 'ellipse-minor' },
          { label: 'Clock offset error', value: `${clockUs.toFixed(2)} µs` },
          { label: 'Distance from the Sun', value: `${(Math.hypot(position[0], position[1]) / AU).toFixed(2)} AU` },
        ]}
      />
      <div className="grid items-start gap-5">
        <figure className="flex justify-center">
          <OrbitView day={day} active={pulsars.map((p, index) => ({ index, longitude: p.longitude, excluded: sim.observations.find((o) => o.pulsar === p)?.excluded ?? false })).filter((a) => selected.includes(pulsars[a.index]?.name ?? ''))} />
        </figure>
        <LineChart
          title={`Position estimate relative to the orbit model's prediction, in km: the true position, the estimate and its 95% error ellipse after ${count} measurements`}
          xLabel="km (x)"
          yLabel="km (y)"
          xDomain={[-span, span]}
          yDomain={[-span, span]}
          equalAspect
          height={480}
          series={[
            ...(first && count > 0 ? [{ label: 'Before the measurements', points: ellipsePoints(first, sim.truth), color: 'var(--ink-3)', dashed: true }] : []),
            ...(fix ? [{ label: '95% error ellipse', points: ellipsePoints(fix, sim.truth), color: 'var(--space)' }] : []),
          ]}
        >
          {({ x, y }) => (
            <g>
              <line x1={x(0) - 7} x2={x(0) + 7} y1={y(0) - 7} y2={y(0) + 7} stroke="var(--ink)" strokeWidth="2" />
              <line x1={x(0) - 7} x2={x(0) + 7} y1={y(0) + 7} y2={y(0) - 7} stroke="var(--ink)" strokeWidth="2" />
              {fix ? <circle cx={x((fix.estimate[0] - sim.truth[0]) / 1000)} cy={y((fix.estimate[1] - sim.truth[1]) / 1000)} r="5" fill="var(--space)" /> : null}
            </g>
          )}
        </LineChart>
      </div>
      <p className="text-xs text-ink-3">Cross: true position. Dot: estimate. Axes in km from the true position, along the ecliptic&apos;s x and y axes. The dashed ellipse is the orbit model&apos;s prediction before any pulsar is observed.</p>
      <ResultTable
        caption="Observations: Sun angle, timing error and the matching distance error for each selected pulsar"
        columns={['Pulsar', 'Sun angle', 'Timing error (distance)', 'Status']}
        rows={sim.observations.map((o, index) => [
          o.pulsar.name,
          `${Math.round(sunAngle(position, o.pulsar))}°`,
          `${((o.sigma / C) * 1e6).toFixed(2)} µs (${km(o.sigma)})`,
          o.excluded ? 'Too close to the Sun' : sim.observations.slice(0, index).filter((p) => !p.excluded).length < count ? 'Used' : 'Waiting',
        ])}
      />
    </DemoLayout>
  );
}
