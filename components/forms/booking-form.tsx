'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { withContactLinks } from '@/components/sections/contact-links';
import { track } from '@/lib/analytics';
import { siteConfig } from '@/lib/config';
import { BOOKING_TOPICS, LIMITS, bookingSchema } from '@/lib/forms/schemas';
import { SLOT_WHEN_FORMAT, groupSlotsByDay, parseSlotsResponse, timeZoneLabel, visitorTimeZone, type SlotsResponse } from '@/lib/forms/slot-days';
import { BookingCalendar } from './booking-calendar';
import { SubmissionFeedback, SuccessPanel } from './feedback';
import { FormMessage, Honeypot, SelectField, SubmitButton, TextAreaField } from './kit';
import { SenderFields } from './sender-fields';
import { useErrorText, useFieldProps } from './use-error-text';
import { useSubmission } from './use-submission';

type Load = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; data: SlotsResponse };

async function fetchSlots(): Promise<SlotsResponse | null> {
  try {
    const response = await fetch('/api/booking/slots?days=14', { cache: 'no-store' });
    if (!response.ok) return null;
    return parseSlotsResponse(await response.json());
  } catch {
    return null;
  }
}

/** The consultation booking of /consultation and /booking: free slots, details, confirmation with an .ics file. */
export default function BookingForm() {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const errorText = useErrorText();
  const [zone] = useState(visitorTimeZone);
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  const calendar = useRef<HTMLDivElement>(null);

  /** Loads the free times again. A refresh in the background keeps the calendar shown when it fails. */
  const refresh = useCallback(async (background = false) => {
    const data = await fetchSlots();
    if (data || !background) setLoad(data ? { phase: 'ready', data } : { phase: 'failed' });
    return data;
  }, []);

  // A page left open goes stale: times pass, others book. Back in view, it asks again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  // A chosen time that a refresh no longer offers is let go, rather than left selected but gone.
  const chosen = slot && load.phase === 'ready' && load.data.slots.some((entry) => entry.start === slot) ? slot : null;

  useEffect(() => {
    let live = true;
    void fetchSlots().then((data) => {
      if (live) setLoad(data ? { phase: 'ready', data } : { phase: 'failed' });
    });
    return () => {
      live = false;
    };
  }, []);

  const extra = useCallback(() => ({ slotStart: chosen ?? '', timeZone: zone }), [chosen, zone]);
  const onSuccess = useCallback(
    (_: unknown, payload: Record<string, unknown>) => {
      setBooked(typeof payload.slotStart === 'string' ? payload.slotStart : null);
      setSlot(null);
      track('consultation_request', { form: 'booking', topic: String(payload.topic ?? '') });
      void refresh();
    },
    [refresh],
  );
  const onFailure = useCallback(
    (code: string) => {
      if (code !== 'slot_taken') return;
      setSlot(null);
      void refresh().then(() => calendar.current?.querySelector<HTMLInputElement>('input[name="slotStart"]')?.focus());
    },
    [refresh],
  );
  // The server refused the time as no longer offered (the page was open too long): the calendar
  // shows what is free now, with the message beside it.
  const onRefused = useCallback(
    (fieldErrors: Record<string, string>) => {
      if (fieldErrors.slotStart) void refresh(true);
    },
    [refresh],
  );
  const { formRef, state, errors, guardMessage, configured, pending, onSubmit, clearError, reset } = useSubmission({ formId: 'booking', schema: bookingSchema, extra, onSuccess, onFailure, onRefused });
  const common = useFieldProps(errors, clearError);

  if (state.phase === 'success') {
    const reference = state.result.reference;
    const when = booked ? new Intl.DateTimeFormat(locale, { ...SLOT_WHEN_FORMAT, timeZone: zone }).format(new Date(booked)) : '';
    return (
      <SuccessPanel title={t('booking.success')} reference={reference} onAgain={reset} againLabel={t('booking.again')}>
        {when ? (
          <p className="mt-3 font-medium text-ink" data-testid="booking-when">
            {t('booking.successWhen', { when, zone: timeZoneLabel(locale, zone) })}
          </p>
        ) : null}
        <p className="mt-2 text-ink-2">{t('booking.successBody')}</p>
        <a
          href={`/api/booking/${encodeURIComponent(reference)}/ics`}
          download
          className="me-6 mt-5 inline-flex h-11 items-center gap-2 rounded-full bg-ink px-5 text-sm font-medium text-canvas hover:bg-signal hover:text-signal-ink"
          data-testid="booking-ics"
        >
          <Icon name="calendar" size={16} />
          {t('booking.ics')}
        </a>
      </SuccessPanel>
    );
  }

  const days = load.phase === 'ready' ? groupSlotsByDay(load.data.slots, zone) : [];
  const currentDay = days.find((entry) => entry.day === day) ?? days[0];
  const slotError = errors.slotStart ? errorText(errors.slotStart === 'required' || errors.slotStart === 'invalid' ? 'slot' : errors.slotStart) : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={days.length === 0 ? (event) => event.preventDefault() : onSubmit} className="relative space-y-8" data-testid="booking-form" data-form="booking">
      <div ref={calendar} className="rounded-2xl border border-line bg-surface p-5 md:p-6">
        {load.phase === 'loading' ? (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-2">
            <span aria-hidden="true" className="size-4 animate-[spin_0.8s_linear_infinite] rounded-full border-2 border-current border-e-transparent" />
            {t('booking.loadingSlots')}
          </p>
        ) : load.phase === 'failed' ? (
          <FormMessage tone="error">
            <span className="me-3">{t('booking.loadFailed')}</span>
            <button type="button" onClick={() => { setLoad({ phase: 'loading' }); void refresh(); }} className="font-medium text-signal underline underline-offset-4">
              {t('booking.retry')}
            </button>
          </FormMessage>
        ) : days.length === 0 ? (
          <p role="status" className="text-sm text-ink-2">
            {withContactLinks(t('booking.none', { email: siteConfig.contact.email }))}
          </p>
        ) : (
          <BookingCalendar
            days={days}
            day={currentDay?.day ?? null}
            slot={chosen}
            visitorZone={zone}
            companyZone={load.data.timeZone}
            onDay={(value) => {
              setDay(value);
              setSlot(null);
            }}
            onSlot={(value) => {
              setSlot(value);
              clearError('slotStart');
            }}
            error={slotError}
          />
        )}
      </div>

      <fieldset className="min-w-0 space-y-5">
        <legend className="mb-1 text-base font-semibold text-ink">{t('booking.details')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <SenderFields field={common} />
        </div>
        <SelectField
          {...common('topic', 'choice')}
          label={t('fields.topic')}
          required
          placeholder={t('choose')}
          defaultValue=""
          onChange={() => clearError('topic')}
          options={BOOKING_TOPICS.map((value) => ({ value, label: t(`booking.topics.${value}`) }))}
        />
        <TextAreaField {...common('notes')} label={t('fields.notes')} hint={t('hints.notes')} maxLength={LIMITS.notes.max} rows={4} />
      </fieldset>
      <Honeypot />
      <SubmissionFeedback state={state} guardMessage={guardMessage} configured={configured} />
      {/* Without free times there is nothing to book: the calendar box says why and what to do. */}
      <SubmitButton pending={pending} pendingLabel={t('sending')} disabled={configured === false || days.length === 0}>
        {t('booking.submit')}
      </SubmitButton>
    </form>
  );
}
