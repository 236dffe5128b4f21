import type { ReactNode } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { contentLanguage } from '@/lib/i18n/content-language';
import type { CheckResult, CheckState } from '@/lib/status/checks';

const tone: Record<CheckState, string> = {
  operational: 'bg-biotech',
  degraded: 'bg-energy',
  notConfigured: 'bg-ink-3',
};

/** Milliseconds as the page writes them, to the same precision for every check: tenths below 10 ms, else whole. */
const ms = (value: number) => `${value < 10 ? Math.round(value * 10) / 10 : Math.round(value)} ms`;

/**
 * The one time shown beside a check: the service's round trip when the check asked one, else how
 * long the check took. Nothing for a part that is not configured, since nothing was measured.
 */
export function timingOf(result: Pick<CheckResult, 'state' | 'roundTripMs' | 'durationMs'>): string | null {
  if (result.state === 'notConfigured') return null;
  return result.roundTripMs === undefined ? `took ${ms(result.durationMs)}` : `round trip ${ms(result.roundTripMs)}`;
}

/** Stands where the time goes in "Checked at {time}", so the time can be an element, not text. */
const TIME_SLOT = '\u2063';

/**
 * The live results of /status. Check names and details are English on every page, as the rest of
 * the site's copy is (marked with contentLanguage()); the states and "Checked at" are interface
 * words and translated. No hooks but translations, so it renders on the server.
 */
export function StatusChecks({ results, checkedAt, action }: { results: readonly CheckResult[]; checkedAt: Date; action?: ReactNode }) {
  const t = useTranslations('Status');
  const format = useFormatter();
  const english = contentLanguage(useLocale());
  const [before, after = ''] = t('checkedAt', { time: TIME_SLOT }).split(TIME_SLOT);
  return (
    <section aria-labelledby="status-checked-at" className="rounded-2xl border border-line bg-surface" data-testid="status-checks">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-line px-5 py-3">
        {/* Polite: "Check again" replaces the results in place, and the new time says they are new. */}
        <h2 id="status-checked-at" aria-live="polite" className="text-sm font-normal text-ink-3">
          {before}
          {/* Isolated: a date's digits and punctuation must not be reordered by the words around it (Arabic). */}
          <bdi>
            <time dateTime={checkedAt.toISOString()}>{format.dateTime(checkedAt, { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' })}</time>
          </bdi>
          {after}
        </h2>
        {action}
      </div>
      <ul className="divide-y divide-line">
        {results.map((result) => {
          const timing = timingOf(result);
          return (
            <li key={result.id} data-check={result.id} data-state={result.state} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-4">
              {/* The colour repeats the state, which is always written out beside it. */}
              <span aria-hidden="true" className={cn('h-2.5 w-2.5 rounded-full', tone[result.state])} />
              <span className="font-medium text-ink" {...english}>
                {result.name}
              </span>
              <span className="text-sm font-medium text-ink-2">{t(result.state)}</span>
              <span className="basis-full ps-6.5 text-sm text-ink-3 sm:ms-auto sm:basis-auto sm:ps-0" {...english}>
                {result.detail}
                {timing ? ` · ${timing}` : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
