'use client';

import { useEffect, useId, useState } from 'react';
import { cardSections, headlineProblems, isCardSection, partnerProblems, HEADLINE_MAX, PARTNER_MAX, type CardSection, type CardSize } from '@/lib/artwork/og';
import { DemoLayout, DownloadStatus, LiveResult, NumberField, ProblemList, ResultsHeading, SelectField, WordButton } from './kit';
import { downloadBlob } from './png';

const sectionOptions = Object.keys(cardSections).filter(isCardSection).map((value) => ({ value, label: cardSections[value].label }));
const PREVIEW_PAUSE_MS = 400;
const DEFAULTS = { section: 'quantum' as CardSection, title: 'Error-corrected chemistry on Orion-9', partner: 'Northbridge University', seed: 11, size: 'small' as CardSize };

/** The header image generator: the site's Open Graph card renderer (app/api/og) with the partner's headline. */
export default function HeaderImageGenerator() {
  const [form, setForm] = useState(DEFAULTS);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const partnerId = useId();
  const set = <K extends keyof typeof DEFAULTS>(key: K) => (value: (typeof DEFAULTS)[K]) => setForm((old) => ({ ...old, [key]: value }));
  const problems = [...headlineProblems(form.title), ...partnerProblems(form.partner)];
  const query = (size: CardSize, f = form) => new URLSearchParams({ section: f.section, title: f.title.trim(), partner: f.partner.trim(), seed: String(f.seed), size }).toString();
  // The preview follows the form once typing pauses: each card costs the server a render, and the
  // card route allows a client a limited number a minute (lib/artwork/og-limit.ts).
  const [shown, setShown] = useState(form);
  useEffect(() => {
    const timer = setTimeout(() => setShown(form), PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [form]);
  const previewOk = headlineProblems(shown.title).length === 0 && partnerProblems(shown.partner).length === 0;

  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(`/api/og?${query(form.size)}`);
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const size = form.size === 'large' ? '2400 × 1260' : '1200 × 630';
      downloadBlob(blob, `tessellon-header-${form.section}-${form.seed}-${form.size === 'large' ? 2400 : 1200}.png`);
      setStatus(`Downloaded a ${size} PNG, ${Math.round(blob.size / 1024)} kB.`);
    } catch {
      setStatus('The image could not be generated. Check the headline and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <DemoLayout
      controls={
        <>
          <SelectField label="Discipline" value={form.section} options={sectionOptions} onChange={set('section')} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={titleId} className="text-sm font-medium text-ink">
              Headline
            </label>
            <textarea
              id={titleId}
              rows={3}
              value={form.title}
              aria-describedby={`${titleId}-count`}
              aria-invalid={problems.length ? true : undefined}
              onChange={(event) => set('title')(event.currentTarget.value)}
              className="rounded-xl border border-line-strong bg-surface px-3 py-2 text-ink focus-visible:border-focus"
            />
            <p id={`${titleId}-count`} className="text-xs text-ink-3">
              {form.title.trim().length} of {HEADLINE_MAX} characters
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={partnerId} className="text-sm font-medium text-ink">
              Your organization&apos;s name
            </label>
            <input
              id={partnerId}
              value={form.partner}
              maxLength={PARTNER_MAX}
              onChange={(event) => set('partner')(event.currentTarget.value)}
              className="h-10 rounded-xl border border-line-strong bg-surface px-3 text-ink focus-visible:border-focus"
            />
          </div>
          <NumberField label="Artwork seed" value={form.seed} min={0} max={999_999_999} onChange={(v) => set('seed')(Math.round(v))} />
          <SelectField
            label="Size"
            value={form.size}
            options={[
              { value: 'small', label: '1200 × 630 px' },
              { value: 'large', label: '2400 × 1260 px' },
            ]}
            onChange={set('size')}
          />
          <WordButton word="reset" onClick={() => setForm(DEFAULTS)} />
        </>
      }
    >
      <ResultsHeading />
      <LiveResult message={status || problems.join(' ')} />
      <div className="relative aspect-[1200/630] overflow-hidden rounded-2xl border border-line bg-hero">
        {previewOk ? (
          // eslint-disable-next-line @next/next/no-img-element -- rendered on demand by the card route
          <img
            key={query('small', shown)}
            src={`/api/og?${query('small', shown)}`}
            width={1200}
            height={630}
            alt={`Preview: ${cardSections[shown.section].label} header reading "${shown.title.trim()}"${shown.partner.trim() ? `, with ${shown.partner.trim()} beside Tessellon Research` : ''}.`}
            className="h-full w-full"
            data-testid="header-preview"
          />
        ) : null}
      </div>
      <ProblemList problems={problems} />
      <div className="flex flex-wrap items-center gap-3">
        <WordButton word="downloadPng" variant="primary" onClick={() => void download()} disabled={busy || problems.length > 0} />
        <DownloadStatus status={status} />
      </div>
    </DemoLayout>
  );
}
