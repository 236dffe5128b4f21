'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { siteConfig } from '@/lib/config';
import { LIMITS, PRIVACY_RELATIONSHIPS, PRIVACY_REQUEST_TYPES, isPrivacyState, privacySchema } from '@/lib/forms/schemas';
import { SubmissionFeedback, SuccessPanel } from './feedback';
import { EmailField, Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from './kit';
import { PrivacyStatusForm } from './privacy-status-form';
import { useCalendarDate } from './use-calendar-date';
import { useSubmission } from './use-submission';
import { useFieldProps } from './use-error-text';

/** The two forms of /privacy-portal, one chunk: "Make a request" and "Follow a request". */
export default function PrivacyForm({ part }: { part: 'privacy' | 'privacyStatus' }) {
  return part === 'privacy' ? <PrivacyRequestForm /> : <PrivacyStatusForm />;
}

/** "Make a request" on /privacy-portal: the request type, who is asking, details; a P- reference once stored. */
export function PrivacyRequestForm() {
  const t = useTranslations('Forms');
  const calendarDate = useCalendarDate();
  const [type, setType] = useState('');
  const { formRef, state, errors, guardMessage, configured, pending, onSubmit, clearError, reset } = useSubmission({ formId: 'privacy', schema: privacySchema });
  const common = useFieldProps(errors, clearError);

  if (state.phase === 'success') {
    const { body, reference } = state.result;
    const stored = isPrivacyState(body.state) ? body.state : 'received';
    const targetDate = typeof body.targetDate === 'string' ? body.targetDate : null;
    return (
      <SuccessPanel
        title={t('privacy.success')}
        reference={reference}
        onAgain={() => {
          setType('');
          reset();
        }}
        againLabel={t('privacy.again')}
      >
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-ink sm:grid-cols-[auto_1fr]">
          <dt className="text-sm text-ink-2">{t('privacyStatus.state')}</dt>
          <dd className="font-semibold" data-testid="privacy-state">
            {t(`privacy.states.${stored}`)}
          </dd>
          {targetDate ? (
            <>
              <dt className="text-sm text-ink-2">{t('privacyStatus.target')}</dt>
              <dd data-testid="privacy-target">
                <time dateTime={targetDate}>{calendarDate(targetDate)}</time>
              </dd>
            </>
          ) : null}
        </dl>
        <p className="mt-4 text-ink-2">{t('privacy.successBody', { email: siteConfig.contact.privacy })}</p>
      </SuccessPanel>
    );
  }

  const detailsRequired = type === 'correct';
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="relative space-y-5" data-testid="privacy-form" data-form="privacy">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...common('type', 'choice')}
          label={t('fields.requestType')}
          required
          placeholder={t('choose')}
          value={type}
          onChange={(event) => {
            setType(event.target.value);
            clearError('type');
            clearError('details');
          }}
          options={PRIVACY_REQUEST_TYPES.map((value) => ({ value, label: t(`privacy.types.${value}`) }))}
        />
        <SelectField
          {...common('relationship', 'choice')}
          label={t('fields.relationship')}
          required
          placeholder={t('choose')}
          defaultValue=""
          onChange={() => clearError('relationship')}
          options={PRIVACY_RELATIONSHIPS.map((value) => ({ value, label: t(`privacy.relationships.${value}`) }))}
        />
        <TextField {...common('name')} label={t('fields.name')} autoComplete="name" required maxLength={LIMITS.name.max} />
        <EmailField {...common('email')} label={t('fields.email')} hint={t('hints.privacyEmail', { email: siteConfig.contact.privacy })} required maxLength={LIMITS.email.max} />
      </div>
      <TextAreaField
        {...common('details')}
        label={t('fields.details')}
        hint={detailsRequired ? t('hints.detailsCorrect') : t('hints.details')}
        required={detailsRequired}
        maxLength={LIMITS.details.max}
        rows={5}
      />
      <Honeypot />
      <SubmissionFeedback state={state} guardMessage={guardMessage} configured={configured} />
      <SubmitButton pending={pending} pendingLabel={t('sending')} disabled={configured === false}>
        {t('privacy.submit')}
      </SubmitButton>
    </form>
  );
}
