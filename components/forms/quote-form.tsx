'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { track } from '@/lib/analytics';
import { LIMITS, QUOTE_BUDGETS, QUOTE_INTERESTS, QUOTE_PRODUCTS, QUOTE_SERVICES, QUOTE_TIMELINES, quoteSchema, type QuoteInterest } from '@/lib/forms/schemas';
import { SubmissionFeedback, SuccessPanel } from './feedback';
import { Icon } from '@/components/ui/icon';
import { EmailField, FieldError, Honeypot, PhoneField, SelectField, SubmitButton, TextAreaField, TextField } from './kit';
import { useErrorText } from './use-error-text';
import { useSubmission } from './use-submission';

const isInterest = (value: unknown): value is QuoteInterest => typeof value === 'string' && (QUOTE_INTERESTS as readonly string[]).includes(value);

/** The interest named in the address (?interest=quantum-chip-v3), read in the browser so the page stays static. */
export function interestFromLocation(search: string): QuoteInterest | '' {
  const value = new URLSearchParams(search).get('interest');
  return isInterest(value) ? value : '';
}

/** The quote form of /request-quote; `labels` names each product and service page (English titles). */
export default function QuoteForm({ labels }: { labels: Partial<Record<QuoteInterest, string>> }) {
  const t = useTranslations('Forms');
  const errorText = useErrorText();
  const [interest] = useState(() => (typeof window === 'undefined' ? '' : interestFromLocation(window.location.search)));
  const onSuccess = useCallback((_: unknown, payload: Record<string, unknown>) => track('quote_request', { form: 'quote', interest: String(payload.interest ?? '') }), []);
  const { formRef, state, errors, guardMessage, configured, pending, onSubmit, clearError, reset } = useSubmission({ formId: 'quote', schema: quoteSchema, onSuccess });

  if (state.phase === 'success') {
    return (
      <SuccessPanel title={t('quote.success')} reference={state.result.reference} onAgain={reset} againLabel={t('quote.again')}>
        <p className="mt-3 text-ink-2">{t('quote.successBody')}</p>
      </SuccessPanel>
    );
  }

  const common = (name: string) => ({ name, error: errorText(errors[name]), onInput: () => clearError(name), optionalLabel: t('optional') });
  const label = (value: QuoteInterest) => labels[value] ?? value;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="relative space-y-5" data-testid="quote-form" data-form="quote">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...common('name')} label={t('fields.name')} autoComplete="name" required maxLength={LIMITS.name.max} />
        <EmailField {...common('email')} label={t('fields.email')} hint={t('hints.email')} required maxLength={LIMITS.email.max} />
        <TextField {...common('company')} label={t('fields.company')} autoComplete="organization" maxLength={LIMITS.company.max} />
        <PhoneField {...common('phone')} label={t('fields.phone')} hint={t('hints.phone')} maxLength={LIMITS.phone.max} />
      </div>
      <InterestSelect
        error={errorText(errors.interest)}
        defaultValue={interest}
        onChange={() => clearError('interest')}
        label={t('fields.interest')}
        hint={interest ? t('hints.interest') : undefined}
        placeholder={t('choose')}
        groups={[
          { label: t('quote.products'), options: QUOTE_PRODUCTS.map((value) => ({ value, label: label(value) })) },
          { label: t('quote.services'), options: QUOTE_SERVICES.map((value) => ({ value, label: label(value) })) },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...common('budget')}
          label={t('fields.budget')}
          placeholder={t('choose')}
          defaultValue=""
          onChange={() => clearError('budget')}
          options={QUOTE_BUDGETS.map((value) => ({ value, label: t(`quote.budgets.${value}`) }))}
        />
        <SelectField
          {...common('timeline')}
          label={t('fields.timeline')}
          placeholder={t('choose')}
          defaultValue=""
          onChange={() => clearError('timeline')}
          options={QUOTE_TIMELINES.map((value) => ({ value, label: t(`quote.timelines.${value}`) }))}
        />
      </div>
      <TextAreaField {...common('message')} label={t('fields.message')} hint={t('hints.message')} required maxLength={LIMITS.message.max} rows={6} />
      <Honeypot />
      <SubmissionFeedback state={state} guardMessage={guardMessage} configured={configured} />
      <SubmitButton pending={pending} pendingLabel={t('sending')} disabled={configured === false}>
        {t('quote.submit')}
      </SubmitButton>
    </form>
  );
}

/** The interest select, grouped into products and services; titles are English copy. */
function InterestSelect({
  error,
  defaultValue,
  onChange,
  label,
  hint,
  placeholder,
  groups,
}: {
  error?: string;
  defaultValue: string;
  onChange: () => void;
  label: string;
  hint?: string;
  placeholder: string;
  groups: { label: string; options: { value: string; label: string }[] }[];
}) {
  const id = 'quote-interest';
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <span className="relative">
        <select
          id={id}
          name="interest"
          defaultValue={defaultValue}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy}
          className="h-11 w-full appearance-none rounded-xl border border-line-strong bg-surface ps-3.5 pe-10 text-ink hover:border-ink-3 focus-visible:border-focus aria-[invalid=true]:border-security"
        >
          <option value="">{placeholder}</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value} lang="en">
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <Icon name="chevronDown" size={18} className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-ink-3" />
      </span>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-3">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
