'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { siteConfig } from '@/lib/config';
import { formToObject, issuesToFieldErrors, type FieldErrors } from '@/lib/forms/client';
import { LIMITS, isPrivacyState, privacyStatusSchema, PRIVACY_REQUEST_TYPES, type PrivacyStatusFound } from '@/lib/forms/schemas';
import { guardSubmit } from '@/lib/forms/submit-guard';
import { EmailField, FormMessage, SubmitButton, TextField } from './kit';
import { useCalendarDate } from './use-calendar-date';
import { useErrorText } from './use-error-text';

type Lookup =
  | { phase: 'idle' | 'pending' }
  | { phase: 'invalid'; count: number }
  | { phase: 'found'; status: PrivacyStatusFound }
  | { phase: 'notFound' }
  | { phase: 'failure'; code: 'rate_limited' | 'not_configured' | 'storage_failed' | 'network' | 'unknown'; retryAfter?: number };

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

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

/** POST /api/privacy/status, every answer as one Lookup. Never throws. */
export async function lookUp(payload: Record<string, unknown>, fetcher: typeof fetch = fetch): Promise<Lookup | { phase: 'invalid'; fieldErrors: FieldErrors }> {
  try {
    const response = await fetcher('/api/privacy/status', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 200 && isFound(body)) return { phase: 'found', status: body };
    if (response.status === 404) return { phase: 'notFound' };
    if (response.status === 400 && isRecord(body) && isRecord(body.fieldErrors)) {
      const fieldErrors: FieldErrors = {};
      for (const [field, codes] of Object.entries(body.fieldErrors)) fieldErrors[field] = Array.isArray(codes) && typeof codes[0] === 'string' ? codes[0] : 'invalid';
      return { phase: 'invalid', fieldErrors };
    }
    if (response.status === 429) {
      const retryAfter = isRecord(body) && typeof body.retryAfter === 'number' ? body.retryAfter : undefined;
      return { phase: 'failure', code: 'rate_limited', retryAfter };
    }
    if (response.status === 503) return { phase: 'failure', code: 'not_configured' };
    if (response.status >= 500) return { phase: 'failure', code: 'storage_failed' };
    return { phase: 'failure', code: 'unknown' };
  } catch {
    return { phase: 'failure', code: 'network' };
  }
}

/** "Follow a request" on /privacy-portal: reference and email in, the request's state and its meaning out. */
export function PrivacyStatusForm() {
  const t = useTranslations('Forms');
  const format = useFormatter();
  const calendarDate = useCalendarDate();
  const errorText = useErrorText();
  const [lookup, setLookup] = useState<Lookup>({ phase: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [guardMessage, setGuardMessage] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messageTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusRequest = useRef(false);

  useEffect(() => () => clearTimeout(messageTimer.current), []);
  useEffect(() => {
    if (!focusRequest.current) return;
    focusRequest.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const showErrors = (fieldErrors: FieldErrors) => {
    focusRequest.current = true;
    setErrors(fieldErrors);
    setLookup({ phase: 'invalid', count: Object.keys(fieldErrors).length });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.phase === 'pending') return;
    const now = Date.now();
    // The spec's submit guards, as on every form: a repeat within 2 s is ignored, more than 5 a minute blocked.
    const decision = guardSubmit('privacy-status', now);
    if (decision.verdict === 'debounced') return;
    if (decision.verdict === 'rateLimited') {
      setGuardMessage(true);
      clearTimeout(messageTimer.current);
      messageTimer.current = setTimeout(() => setGuardMessage(false), Math.max(0, decision.state.messageUntil - now));
      return;
    }
    setGuardMessage(false);
    const entries = formToObject(new FormData(event.currentTarget));
    const payload = { reference: entries.reference, email: entries.email };
    const parsed = privacyStatusSchema.safeParse(payload);
    if (!parsed.success) return showErrors(issuesToFieldErrors(parsed.error.issues));
    setErrors({});
    setLookup({ phase: 'pending' });
    const result = await lookUp(parsed.data);
    if ('fieldErrors' in result) showErrors(Object.keys(result.fieldErrors).length ? result.fieldErrors : { _form: 'invalid' });
    else setLookup(result);
  };

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  const field = (name: string) => ({ name, error: errorText(errors[name]), onInput: () => clearError(name) });
  const when = (instant: string) => format.dateTime(new Date(instant), { dateStyle: 'long' });

  let error = null;
  if (guardMessage) error = <p data-testid="guard-message">{t('failure.tooManyAttempts')}</p>;
  else if (lookup.phase === 'invalid') error = <p>{t('failure.invalid', { count: lookup.count })}</p>;
  else if (lookup.phase === 'notFound') error = <p data-testid="privacy-not-found">{t('privacyStatus.notFound')}</p>;
  else if (lookup.phase === 'failure') {
    error =
      lookup.code === 'rate_limited' && lookup.retryAfter ? (
        <p>{t('failure.serverRateLimited', { seconds: lookup.retryAfter })}</p>
      ) : (
        <p>{t(`failure.${lookup.code}`, { email: siteConfig.contact.email })}</p>
      );
  }
  const found = lookup.phase === 'found' ? lookup.status : null;

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
        <FormMessage tone="error">{error}</FormMessage>
        <SubmitButton pending={lookup.phase === 'pending'} pendingLabel={t('privacyStatus.checking')}>
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
