'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { SLOT_WHEN_FORMAT, dayAnchor, type Slot, type SlotDay, timeZoneLabel } from '@/lib/forms/slot-days';
import { FieldError } from './kit';

/** A day as the legend and the day's name say it: "Wednesday, December 2". */
const LONG_DAY = { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' } as const;

/**
 * Days and times as two native radio groups: Tab reaches each group, arrow keys move between
 * its days or times (and wrap), and screen readers announce "radio, 2 of 9". A day that has no
 * free slot is not offered; a booked slot is gone from the list the API returns.
 */
export function BookingCalendar({
  days,
  day,
  slot,
  visitorZone,
  companyZone,
  onDay,
  onSlot,
  error,
}: {
  days: readonly SlotDay[];
  day: string | null;
  slot: string | null;
  visitorZone: string;
  companyZone: string;
  onDay: (day: string) => void;
  onSlot: (start: string) => void;
  error?: string;
}) {
  const t = useTranslations('Forms.booking');
  const format = useFormatter();
  const locale = useLocale();
  const id = useId();
  const current = days.find((entry) => entry.day === day) ?? days[0];
  const time = (instant: string, timeZone: string) =>
    new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
  const chosen: Slot | undefined = current?.slots.find((entry) => entry.start === slot);

  return (
    <div className="space-y-6">
      <fieldset className="min-w-0">
        <legend className="mb-3 text-base font-semibold text-ink">{t('chooseDay')}</legend>
        {/* A grid that wraps, not a strip that scrolls: at 390 px a strip showed exactly three days,
            its fourth starting just past the edge, and nothing said more lay beyond. From `sm` up,
            five columns: two weeks of weekdays make two full rows (auto-fill left 9 and an orphan).
            The times below use the same five columns and width, so the two grids line up. */}
        <div className="grid grid-cols-[repeat(auto-fill,minmax(4.75rem,1fr))] gap-2 sm:max-w-xl sm:grid-cols-5" data-testid="booking-days">
          {days.map((entry) => {
            const anchor = dayAnchor(entry.day);
            return (
              <label
                key={entry.day}
                className="relative flex cursor-pointer flex-col items-center rounded-2xl border border-line-strong bg-surface px-1.5 py-3 text-center transition-colors hover:border-ink-3 has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-canvas has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
              >
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={entry.day}
                  checked={current?.day === entry.day}
                  onChange={() => onDay(entry.day)}
                  className="sr-only"
                  aria-label={t('dayWithSlots', { day: format.dateTime(anchor, LONG_DAY), slots: t('slotCount', { count: entry.slots.length }) })}
                />
                <span aria-hidden="true" className="text-xs font-medium tracking-wide uppercase opacity-75">
                  {format.dateTime(anchor, { timeZone: 'UTC', weekday: 'short' })}
                </span>
                <span aria-hidden="true" className="mt-0.5 font-mono text-2xl font-semibold whitespace-nowrap">
                  {format.dateTime(anchor, { timeZone: 'UTC', day: 'numeric' })}
                </span>
                <span aria-hidden="true" className="text-xs opacity-75">
                  {format.dateTime(anchor, { timeZone: 'UTC', month: 'short' })}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {current ? (
        <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
          <legend className="mb-3 text-base font-semibold text-ink">
            {/* The date stays on one line: in Arabic on a phone "2" ended one line and the month began the next. */}
            {t('chooseTime', { day: format.dateTime(dayAnchor(current.day), LONG_DAY).replace(/ /g, '\u00a0') })}
          </legend>
          <div className="grid grid-cols-3 gap-2 sm:max-w-xl sm:grid-cols-5" data-testid="booking-slots">
            {current.slots.map((entry) => (
              <label
                key={entry.start}
                className={cn(
                  // relative: the visually hidden radio is placed in its label, not at the form's edge (it widened the page).
                  'relative flex h-11 cursor-pointer items-center justify-center rounded-xl border border-line-strong bg-surface font-mono text-sm text-ink transition-colors hover:border-ink-3',
                  'has-[:checked]:border-signal has-[:checked]:bg-signal has-[:checked]:font-semibold has-[:checked]:text-signal-ink',
                  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                )}
              >
                <input
                  type="radio"
                  name="slotStart"
                  value={entry.start}
                  checked={slot === entry.start}
                  onChange={() => onSlot(entry.start)}
                  className="sr-only"
                  data-slot={entry.start}
                />
                {time(entry.start, visitorZone)}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-error`} error={error} />
        </fieldset>
      ) : null}

      <p className="text-sm text-ink-3" data-testid="booking-zones">
        {t('zoneNote', { visitorZone: timeZoneLabel(locale, visitorZone), companyZone: timeZoneLabel(locale, companyZone) })}
      </p>
      {/* The live region is on the page before the first choice, so that choice is announced too
          (a region that arrives already filled is not). */}
      <div aria-live="polite" className="empty:hidden">
        {chosen ? (
          <p className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-ink" data-testid="booking-chosen">
            {t('chosen', {
              when: new Intl.DateTimeFormat(locale, { ...SLOT_WHEN_FORMAT, timeZone: visitorZone }).format(new Date(chosen.start)),
              office: time(chosen.start, companyZone),
              companyZone: timeZoneLabel(locale, companyZone),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
