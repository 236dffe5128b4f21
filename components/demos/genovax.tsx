'use client';

import { useDeferredValue, useId, useMemo, useState } from 'react';
import { EXAMPLE_SEQUENCE, cleanSequence, findOrfs, gcContent, gcWindows, reverseComplement, translate } from '@/lib/demos/sequence';
import { DemoLayout, LineChart, LiveResult, RangeField, ResultStats, ResultTable, ResultsHeading, SelectField, WordButton } from './kit';

/** GenovaX: sequence tools on a pasted DNA sequence. */
export default function GenovaXDemo() {
  const id = useId();
  const [text, setText] = useState(EXAMPLE_SEQUENCE);
  const [minCodons, setMinCodons] = useState(30);
  const [frame, setFrame] = useState('1');
  const q = useDeferredValue(text);
  const seq = useMemo(() => cleanSequence(q), [q]);
  const orfs = useMemo(() => findOrfs(seq, minCodons), [seq, minCodons]);
  const gc = gcContent(seq);
  const f = Number(frame);
  const protein = f > 0 ? translate(seq, f - 1) : translate(reverseComplement(seq), -f - 1);
  const rc = reverseComplement(seq);
  const gcText = gc === null ? '—' : `${(gc * 100).toFixed(1)}%`;
  const summary =
    gc === null ? 'No A, C, G or T bases found: paste a DNA sequence.' : `${seq.length} bases, GC content ${gcText}, ${orfs.length} open reading frames of at least ${minCodons} codons.`;
  return (
    <DemoLayout
      controls={
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium text-ink">DNA sequence (plain or FASTA)</label>
            <textarea id={id} value={text} onChange={(e) => setText(e.currentTarget.value)} rows={8} spellCheck={false} className="w-full rounded-xl border border-control-line bg-surface p-3 font-mono text-xs break-all text-ink" aria-describedby={`${id}-h`} />
            <p id={`${id}-h`} className="text-xs text-ink-3">Letters other than A, C, G, T (U is read as T) are ignored. The example is the public coding sequence of human preproinsulin.</p>
          </div>
          <RangeField label="Minimum ORF length" value={minCodons} min={10} max={150} step={5} format={(v) => `${v} codons`} onChange={setMinCodons} />
          <SelectField label="Reading frame to translate" value={frame} options={['1', '2', '3', '-1', '-2', '-3'].map((v) => ({ value: v, label: `${Number(v) > 0 ? '+' : '−'}${Math.abs(Number(v))}` }))} onChange={setFrame} />
          <WordButton word="reset" onClick={() => { setText(EXAMPLE_SEQUENCE); setMinCodons(30); setFrame('1'); }} />
        </>
      }
    >
      <ResultsHeading />
      <ResultStats items={[
        { label: 'Length (bases)', value: seq.length.toLocaleString('en-US'), testId: 'length' },
        { label: 'GC content', value: gcText, testId: 'gc' },
        { label: 'Open reading frames', value: String(orfs.length), testId: 'orfs' },
      ]} />
      <LiveResult message={summary} />
      <div className="space-y-2">
        <h4 className="text-sm font-medium">Translation, frame {Number(frame) > 0 ? '+' : '−'}{Math.abs(f)} (stops as *)</h4>
        <p data-testid="protein" className="max-h-32 overflow-auto rounded-xl bg-surface-2 p-3 font-mono text-xs break-all" tabIndex={0}>{protein || '—'}</p>
        <h4 className="text-sm font-medium">Reverse complement</h4>
        <p data-testid="revcomp" className="max-h-24 overflow-auto rounded-xl bg-surface-2 p-3 font-mono text-xs break-all" tabIndex={0}>{rc || '—'}</p>
      </div>
      <ResultTable testId="orf-table" caption="Open reading frames, longest first (positions on the given strand)" columns={['Strand, frame', 'Start', 'End', 'Length (nt)', 'Protein (start)']} rows={orfs.slice(0, 12).map((o) => [`${o.strand}${o.frame}`, String(o.start), String(o.end), String(o.lengthNt), `${o.protein.slice(0, 14)}${o.protein.length > 14 ? '…' : ''}`])} />
      <LineChart dataTable title="GC content along the sequence in sliding windows" xLabel="Position (bases)" yLabel="GC %" yDomain={[0, 100]} height={220} series={[{ label: `GC in ${Math.max(20, Math.round(seq.length / 20))}-base windows`, points: gcWindows(seq, Math.max(20, Math.round(seq.length / 20))).map(([x, y]) => [x, y * 100] as const) }, ...(gc === null ? [] : [{ label: 'Whole sequence', points: [[0, gc * 100], [seq.length, gc * 100]] as const, dashed: true }])]} />
    </DemoLayout>
  );
}
