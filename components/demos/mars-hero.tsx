'use client';

import { useMemo, useState } from 'react';
import { SPACE_DEFAULTS, SPACE_GLOWS, spaceProblems, spaceSvg, svgDataUri, type SpaceParams } from '@/lib/artwork/art';
import { CheckboxField, DemoLayout, DownloadStatus, LiveResult, NumberField, ProblemList, RangeField, ResultsHeading, SelectField, WordButton } from './kit';
import { downloadBlob, svgToPng } from './png';

const glowNames: Record<(typeof SPACE_GLOWS)[number], string> = {
  '#2459a8': 'Space blue',
  '#5b47c7': 'Quantum violet',
  '#0a6b74': 'Signal teal',
  '#9a4a07': 'Ember',
  '#2b7a4b': 'Biotech green',
  '#a33a5b': 'Security rose',
};
const glowOptions = SPACE_GLOWS.map((value) => ({ value, label: glowNames[value] }));
const SIZES = [
  { value: '1200', label: '1200 × 600 px' },
  { value: '2400', label: '2400 × 1200 px' },
  { value: '4800', label: '4800 × 2400 px' },
] as const;

/** The Mars hero artwork generator: the site's own drawing code, parameters in, PNG out. */
export default function MarsHeroGenerator() {
  const [params, setParams] = useState<SpaceParams>(SPACE_DEFAULTS);
  const [width, setWidth] = useState('2400');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof SpaceParams>(key: K) => (value: SpaceParams[K]) => setParams((old) => ({ ...old, [key]: value }));
  const problems = spaceProblems(params);
  const preview = useMemo(() => svgDataUri(spaceSvg(params, 1200, 600)), [params]);
  const record = JSON.stringify({ ...params, width: Number(width), height: Number(width) / 2, license: 'CC BY 4.0, Illustration: Tessellon Research' }, null, 2);

  const download = async () => {
    setBusy(true);
    try {
      const w = Number(width);
      const blob = await svgToPng(spaceSvg(params, w, w / 2), w, w / 2);
      downloadBlob(blob, `tessellon-mars-hero-seed-${params.seed}-${w}.png`);
      setStatus(`Downloaded a ${w} × ${w / 2} PNG, ${Math.round(blob.size / 1024)} kB.`);
    } catch {
      setStatus('The image could not be rendered in this browser.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <DemoLayout
      controls={
        <>
          <NumberField label="Seed" value={params.seed} min={0} max={999_999_999} onChange={(v) => set('seed')(Math.round(v))} />
          <RangeField label="Star count" value={params.stars} min={100} max={900} step={20} onChange={set('stars')} />
          <RangeField label="Orbits" value={params.orbits} min={2} max={6} onChange={set('orbits')} />
          <RangeField label="Mars position" value={Math.round(params.marsAngle)} min={0} max={359} format={(v) => `${v}°`} onChange={set('marsAngle')} />
          <CheckboxField label="Transfer arc" checked={params.transferArc} onChange={set('transferArc')} />
          <SelectField label="First glow" value={params.glow[0]} options={glowOptions} onChange={(v) => set('glow')([v, params.glow[1]])} />
          <SelectField label="Second glow" value={params.glow[1]} options={glowOptions} onChange={(v) => set('glow')([params.glow[0], v])} />
          <SelectField label="Size" value={width} options={SIZES} onChange={setWidth} />
          <WordButton word="reset" onClick={() => setParams(SPACE_DEFAULTS)} />
        </>
      }
    >
      <ResultsHeading />
      <LiveResult message={status || (problems.length ? problems.join(' ') : '')} />
      {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URI, not an optimisable asset */}
      <img
        src={preview}
        width={1200}
        height={600}
        alt={`Preview: star field of ${params.stars} stars, ${params.orbits} orbits${params.transferArc ? ', a dotted transfer arc' : ''} and Mars at ${Math.round(params.marsAngle)} degrees.`}
        className="h-auto w-full rounded-2xl border border-line"
        data-testid="mars-preview"
      />
      <ProblemList problems={problems} />
      <div className="flex flex-wrap items-center gap-3">
        <WordButton word="downloadPng" variant="primary" onClick={() => void download()} disabled={busy || problems.length > 0} />
        <a
          className="text-sm font-medium text-ink underline underline-offset-4"
          href={`data:application/json;charset=utf-8,${encodeURIComponent(record)}`}
          download={`tessellon-mars-hero-seed-${params.seed}.json`}
        >
          Download the parameters (JSON)
        </a>
        <DownloadStatus status={status} />
      </div>
    </DemoLayout>
  );
}
