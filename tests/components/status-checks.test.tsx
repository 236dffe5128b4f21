import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { StatusChecks, timingOf } from '@/components/status/status-checks';
import type { CheckResult } from '@/lib/status/checks';

const checkedAt = new Date('2026-11-26T03:08:47.066Z');
const results: CheckResult[] = [
  { id: 'database', name: 'Database', state: 'operational', detail: 'Embedded PGlite reachable; latest migration 20261101000000_forms.sql', roundTripMs: 4.95, durationMs: 5 },
  { id: 'images', name: 'Image library', state: 'operational', detail: 'sharp 0.35.5 encoded a 2 × 2 PNG (75 bytes)', durationMs: 3 },
  { id: 'auth', name: 'Sign-in', state: 'notConfigured', detail: 'No sign-in service is configured for this deployment', durationMs: 0 },
];

function renderIn(locale: 'en' | 'ar', messages: typeof en) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <div dir={locale === 'ar' ? 'rtl' : 'ltr'} lang={locale}>
        <StatusChecks results={results} checkedAt={checkedAt} />
      </div>
    </NextIntlClientProvider>,
  );
}

const row = (id: string) => document.querySelector<HTMLElement>(`[data-check="${id}"]`)!;

describe('StatusChecks', () => {
  it('gives the time of the checks as a <time> in the page’s language, with date, time and zone', () => {
    renderIn('en', en);
    const heading = screen.getByRole('heading', { level: 2 });
    const time = heading.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', '2026-11-26T03:08:47.066Z');
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }).format(checkedAt);
    expect(time).toHaveTextContent(expected);
    expect(expected).toMatch(/2026/);
    expect(expected).toMatch(/UTC/);
    expect(heading).toHaveTextContent(`Checked at ${expected}`);
    expect(heading).not.toHaveTextContent('T03:08');
    // Labelled section: the results are reachable by heading, before the build box's h2.
    expect(screen.getByTestId('status-checks')).toHaveAccessibleName(`Checked at ${expected}`);
  });

  it('isolates the time in Arabic, so its digits and punctuation keep their order', () => {
    renderIn('ar', ar as unknown as typeof en);
    const heading = screen.getByRole('heading', { level: 2 });
    const time = heading.querySelector('bdi > time')!;
    expect(time).toHaveAttribute('datetime', '2026-11-26T03:08:47.066Z');
    expect(time).toHaveTextContent(new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }).format(checkedAt));
    expect(heading.textContent?.startsWith('تم الفحص في ')).toBe(true);
  });

  it('shows one time per check: the round trip when the service was asked, none when not configured', () => {
    renderIn('en', en);
    expect(row('database')).toHaveTextContent('Embedded PGlite reachable; latest migration 20261101000000_forms.sql · round trip 5 ms');
    expect(row('database').textContent?.match(/[\d.]+ ms\b/g)).toEqual(['5 ms']);
    expect(row('images')).toHaveTextContent('encoded a 2 × 2 PNG (75 bytes) · took 3 ms');
    expect(row('auth').textContent).not.toMatch(/\d ms\b/);
    expect(timingOf({ state: 'degraded', durationMs: 2501 })).toBe('took 2501 ms');
    // Every time to the same precision: tenths below 10 ms, whole milliseconds above.
    expect(timingOf({ state: 'operational', durationMs: 30, roundTripMs: 24.24 })).toBe('round trip 24 ms');
    expect(timingOf({ state: 'operational', durationMs: 1, roundTripMs: 0.34 })).toBe('round trip 0.3 ms');
    // A new round of checks announces its time (the heading is a polite live region).
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('aria-live', 'polite');
  });

  it('writes every state out in the interface language, not by colour alone', () => {
    renderIn('ar', ar as unknown as typeof en);
    expect(row('database')).toHaveTextContent(ar.Status.operational);
    expect(row('auth')).toHaveTextContent(ar.Status.notConfigured);
    for (const id of ['database', 'images', 'auth']) expect(row(id).querySelector('.rounded-full')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks the English names and details lang="en" dir="ltr" inside another language, and adds nothing in English', () => {
    renderIn('ar', ar as unknown as typeof en);
    const name = within(row('database')).getByText('Database');
    expect(name).toHaveAttribute('lang', 'en');
    expect(name).toHaveAttribute('dir', 'ltr');
    const detail = within(row('database')).getByText(/Embedded PGlite reachable/);
    expect(detail).toHaveAttribute('lang', 'en');
    expect(detail).toHaveAttribute('dir', 'ltr');
    // The translated state keeps the page's own language and direction.
    expect(within(row('database')).getByText(ar.Status.operational)).not.toHaveAttribute('lang');
  });

  it('adds no language attributes on an English page', () => {
    renderIn('en', en);
    expect(within(row('database')).getByText('Database')).not.toHaveAttribute('lang');
  });
});
