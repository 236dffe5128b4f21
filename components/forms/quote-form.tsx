'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useState } from 'react';
import { track } from '@/lib/analytics';
import { LIMITS, QUOTE_BUDGETS, QUOTE_INTERESTS, QUOTE_PRODUCTS, QUOTE_SERVICES, QUOTE_TIMELINES, quoteSchema, type QuoteInterest } from '@/lib/forms/schemas';
import { SubmissionFeedback, SuccessPanel } from './feedback';
import { Honeypot, SelectField, SubmitButton, TextAreaField } from './kit';
import { SenderFields } from './sender-fields';
import { useFieldProps } from './use-error-text';
import { useSubmission } from './use-submission';
import { isOneOf } from '@/lib/guards';

const isInterest = (value: unknown): value is QuoteInterest => isOneOf(QUOTE_INTERESTS, value);

/** The interest named in the address (?interest=quantum-chip-v3). */
export function interestFromLocation(search: string): QuoteInterest | '' {
  const value = new URLSearchParams(search).get('interest');
  return isInterest(value) ? value : '';
}

/** The quote form of /request-quote; `labels` names each product and service page (English titles). */
export default function QuoteForm({ labels }: { labels: Partial<Record<QuoteInterest, string>> }) {
  const t = useTranslations('Forms');
  // The router's search parameters, not window.location: after a client-side navigation from a
  // product page the form renders before the address bar has changed. (The form renders only in
  // the browser, so reading them keeps the page static.)
  const searchParams = useSearchParams();
  const [interest] = useState(() => interestFromLocation(searchParams.toString()));
  const onSuccess = useCallback((_: unknown, payload: Record<string, unknown>) => track('quote_request', { form: 'quote', interest: String(payload.interest ?? '') }), []);
  const { formRef, state, errors, guardMessage, configured, pending, onSubmit, clearError, reset } = useSubmission({ formId: 'quote', schema: quoteSchema, onSuccess });
  const common = useFieldProps(errors, clearError);

  if (state.phase === 'success') {
    return (
      <SuccessPanel title={t('quote.success')} reference={state.result.reference} onAgain={reset} againLabel={t('quote.again')}>
        <p className="mt-3 text-ink-2">{t('quote.successBody')}</p>
      </SuccessPanel>
    );
  }

  const label = (value: QuoteInterest) => labels[value] ?? value;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="relative space-y-5" data-testid="quote-form" data-form="quote">
      <div className="grid gap-5 sm:grid-cols-2">
        <SenderFields field={common} />
      </div>
      <SelectField
        {...common('interest', 'choice')}
        id="quote-interest"
        label={t('fields.interest')}
        hint={interest ? t('hints.interest') : undefined}
        required
        placeholder={t('choose')}
        defaultValue={interest}
        onChange={() => clearError('interest')}
        groups={[
          { label: t('quote.products'), options: QUOTE_PRODUCTS.map((value) => ({ value, label: label(value), lang: 'en' })) },
          { label: t('quote.services'), options: QUOTE_SERVICES.map((value) => ({ value, label: label(value), lang: 'en' })) },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...common('budget', 'choice')}
          label={t('fields.budget')}
          placeholder={t('choose')}
          defaultValue=""
          onChange={() => clearError('budget')}
          options={QUOTE_BUDGETS.map((value) => ({ value, label: t(`quote.budgets.${value}`) }))}
        />
        <SelectField
          {...common('timeline', 'choice')}
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
