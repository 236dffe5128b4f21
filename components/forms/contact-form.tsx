'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { track } from '@/lib/analytics';
import { CONTACT_SUBJECTS, LIMITS, contactSchema } from '@/lib/forms/schemas';
import { SubmissionFeedback, SuccessPanel } from './feedback';
import { Honeypot, SelectField, SubmitButton, TextAreaField } from './kit';
import { useSubmission } from './use-submission';
import { SenderFields } from './sender-fields';
import { useErrorText } from './use-error-text';

/** The contact form of /contact. */
export default function ContactForm() {
  const t = useTranslations('Forms');
  const errorText = useErrorText();
  const onSuccess = useCallback(() => track('contact_form_submit', { form: 'contact' }), []);
  const { formRef, state, errors, guardMessage, configured, pending, onSubmit, clearError, reset } = useSubmission({ formId: 'contact', schema: contactSchema, onSuccess });

  if (state.phase === 'success') {
    return (
      <SuccessPanel title={t('contact.success')} reference={state.result.reference} onAgain={reset} againLabel={t('contact.again')}>
        <p className="mt-3 text-ink-2">{t('contact.successBody')}</p>
      </SuccessPanel>
    );
  }

  const common = (name: string) => ({ name, error: errorText(errors[name]), onInput: () => clearError(name), optionalLabel: t('optional') });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="relative space-y-5" data-testid="contact-form" data-form="contact">
      <div className="grid gap-5 sm:grid-cols-2">
        <SenderFields field={common} company={false} />
        <SelectField
          {...common('subject')}
          label={t('fields.subject')}
          required
          placeholder={t('choose')}
          defaultValue=""
          onChange={() => clearError('subject')}
          options={CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contact.subjects.${value}`) }))}
        />
      </div>
      <TextAreaField {...common('message')} label={t('fields.message')} hint={t('hints.message')} required maxLength={LIMITS.message.max} rows={6} />
      <Honeypot />
      <SubmissionFeedback state={state} guardMessage={guardMessage} configured={configured} />
      <SubmitButton pending={pending} pendingLabel={t('sending')} disabled={configured === false}>
        {t('contact.submit')}
      </SubmitButton>
    </form>
  );
}
