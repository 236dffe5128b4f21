'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { siteConfig } from '@/lib/config';
import type { FieldErrors } from '@/lib/forms/client';
import { LIMITS, isPrivacyState, privacyStatusSchema, PRIVACY_REQUEST_TYPES, type PrivacyStatusFound } from '@/lib/forms/schemas';
import { SubmissionError } from './feedback';
import { EmailField, SubmitButton, TextField } from './kit';
import { useCalendarDate } from './use-calendar-date';
import { useErrorText } from './use-error-text';
import { useSubmission, type Outcome } from './use-submission';
import { isRecord } from '@/lib/guards';

/** A lookup's answer: the request's state, or null when no request matches the reference and email. */
type Found = { kind: 'success'; status: PrivacyStatusFound | null };


function isFound(body: unknown): body is PrivacyStatusFound {
  return (
    isRecord(body) &&
    body.ok === true &&
    typeof body.reference === 'string' &&
    isPrivacyState(body.state) &&
    PRIVACY_REQUEST_TYPES.some((type) => type === body.type) &&
    typeof body.receivedAt === 'string' &&
    typeof body.stateChangedAt === 'string' &&
    typeof body.targetDate === 'string'
  );
}

/** POST /api/privacy/status, every answer as one outcome (a 404 is a success that found nothing). Never throws. */
export async function lookUp(payload: unknown, fetcher: typeof fetch = fetch): Promise<Outcome<Found>> {
  try {
    const response = await fetcher('/api/privacy/status', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 200 && isFound(body)) return { kind: 'success', status: body };
    if (response.status === 404) return { kind: 'success', status: null };
    if (response.status === 400 && isRecord(body) && isRecord(body.fieldErrors)) {
      const fieldErrors: FieldErrors = {};
      for (const [field, codes] of Object.entries(body.fieldErrors)) fieldErrors[field] = Array.isArray(codes) && typeof codes[0] === 'string' ? codes[0] : 'invalid';
      return { kind: 'invalid', fieldErrors };
    }
    if (response.status === 429) {
      const retryAfter = isRecord(body) && typeof body.retryAfter === 'number' ? body.retryAfter : undefined;
      return { kind: 'failure', code: 'rate_limited', retryAfter };
    }
    if (response.status === 503) return { kind: 'failure', code: 'not_configured' };
    if (response.status >= 500) return { kind: 'failure', code: 'storage_failed' };
    return { kind: 'failure', code: 'unknown' };
  } catch {
    return { kind: 'failure', code: 'network' };
  }
}

/** "Follow a request" on /privacy-portal: reference and email in, the request's state and its meaning out. */
export function PrivacyStatusForm() {
  const t = useTranslations('Forms');
  const format = useFormatter();
  const calendarDate = useCalendarDate();
  const errorText = useErrorText();
  // The spec's submit guards, as on every form: a repeat within 2 s is ignored, more than 5 a minute blocked.
  const { formRef, state, errors, guardMessage, pending, onSubmit, clearError } = useSubmission({ formId: 'privacy-status', schema: privacyStatusSchema, lookup: lookUp });

  const field = (name: string) => ({ name, error: errorText(errors[name]), onInput: () => clearError(name) });
  const when = (instant: string) => format.dateTime(new Date(instant), { dateStyle: 'long' });

  const found = state.phase === 'success' ? state.result.status : null;
  const notFound = state.phase === 'success' && !found;

  return (
    <div className="space-y-5">
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" data-testid="privacy-status-form" data-form="privacy-status">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...field('reference')}
            label={t('fields.reference')}
            hint={t.rich('hints.reference', { nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span> })}
            required
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            dir="ltr"
            maxLength={20}
          />
          <EmailField {...field('email')} label={t('fields.email')} hint={t('privacyStatus.emailHint')} required maxLength={LIMITS.email.max} />
        </div>
        <SubmissionError state={state} guardMessage={guardMessage}>
          {notFound ? <p data-testid="privacy-not-found">{t('privacyStatus.notFound')}</p> : null}
        </SubmissionError>
        <SubmitButton pending={pending} pendingLabel={t('privacyStatus.checking')}>
          {t('privacyStatus.submit')}
        </SubmitButton>
      </form>
      <div role="status" aria-live="polite" className="empty:hidden">
        {found ? (
          <div className="rounded-2xl border border-line-strong bg-surface p-5 md:p-6" data-testid="privacy-status">
            <p className="text-sm text-ink-2">
              {t('privacyStatus.request', { reference: found.reference })} · {t(`privacy.types.${found.type}`)}
            </p>
            <p className="mt-1 text-xl font-semibold text-ink" data-testid="privacy-status-state">
              {t(`privacy.states.${found.state}`)}
            </p>
            <p className="mt-1 text-ink-2">{t(`privacy.meanings.${found.state}`, { email: siteConfig.contact.privacy })}</p>
            <dl className="mt-4 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-ink-2">{t('privacyStatus.received')}</dt>
              <dd className="text-ink">
                <time dateTime={found.receivedAt}>{when(found.receivedAt)}</time>
              </dd>
              <dt className="text-ink-2">{t('privacyStatus.changed')}</dt>
              <dd className="text-ink">
                <time dateTime={found.stateChangedAt}>{when(found.stateChangedAt)}</time>
              </dd>
              <dt className="text-ink-2">{t('privacyStatus.target')}</dt>
              <dd className="text-ink" data-testid="privacy-status-target">
                <time dateTime={found.targetDate}>{calendarDate(found.targetDate)}</time>
              </dd>
            </dl>
          </div>
        ) : null}
      </div>
    </div>
  );
}
