'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useState } from 'react';
import { track } from '@/lib/analytics';
import { CONTACT_SUBJECTS, LIMITS, contactSchema, type ContactSubject } from '@/lib/forms/schemas';
import { SubmissionFeedback, SuccessPanel } from './feedback';
import { Honeypot, SelectField, SubmitButton, TextAreaField } from './kit';
import { useSubmission } from './use-submission';
import { SenderFields } from './sender-fields';
import { useFieldProps } from './use-error-text';
import { isOneOf } from '@/lib/guards';
import { quotedName } from '@/lib/bidi';
import { directionOf, type Locale } from '@/lib/i18n/locales';

const isSubject = (value: unknown): value is ContactSubject => isOneOf(CONTACT_SUBJECTS, value);

/** The longest file or event name the address may put in the message: the longest is 57 characters. */
export const REQUESTED_DOCUMENT_MAX = 120;

/** A name from the address as plain text on one line, or nothing when it is too long. */
function nameFrom(value: string | null): string {
  const text = (value ?? '').replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ').replace(/\s+/g, ' ').trim();
  return text.length <= REQUESTED_DOCUMENT_MAX ? text : '';
}

/**
 * What the address asks for: a known subject, and a file (?document=…, the downloads library's
 * Request links) or an event (?event=…, the events calendar's Register links) to name in the
 * message, each as plain text on one line, or nothing.
 */
export function requestFromLocation(search: string): { subject: ContactSubject | ''; document: string; event: string } {
  const params = new URLSearchParams(search);
  const subject = params.get('subject');
  // An event only under the events subject, a file under any other: the message matches the subject.
  const forEvent = subject === 'events';
  return { subject: isSubject(subject) ? subject : '', document: forEvent ? '' : nameFrom(params.get('document')), event: forEvent ? nameFrom(params.get('event')) : '' };
}

/** The contact form of /contact. */
export default function ContactForm() {
  const t = useTranslations('Forms');
  const direction = directionOf(useLocale() as Locale);
  // The router's search parameters, as in the quote form: read once, so that the visitor's own
  // edits are never replaced. The form renders only in the browser, so the page stays static.
  const searchParams = useSearchParams();
  const [request, setRequest] = useState(() => requestFromLocation(searchParams.toString()));
  const prefill = request.event
    ? t('contact.eventRequest', { event: quotedName(direction, request.event) })
    : request.document
      ? t('contact.documentRequest', { document: quotedName(direction, request.document) })
      : undefined;
  const onSuccess = useCallback(() => track('contact_form_submit', { form: 'contact' }), []);
  const { formRef, state, errors, guardMessage, configured, pending, onSubmit, clearError, reset } = useSubmission({ formId: 'contact', schema: contactSchema, onSuccess });
  const common = useFieldProps(errors, clearError);

  if (state.phase === 'success') {
    return (
      <SuccessPanel
        title={t('contact.success')}
        reference={state.result.reference}
        // Another message starts empty: the file or event named in the address has been asked for.
        onAgain={() => {
          setRequest({ subject: '', document: '', event: '' });
          reset();
        }}
        againLabel={t('contact.again')}
      >
        <p className="mt-3 text-ink-2">{t('contact.successBody')}</p>
      </SuccessPanel>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="relative space-y-5" data-testid="contact-form" data-form="contact">
      <div className="grid gap-5 sm:grid-cols-2">
        <SenderFields field={common} company={false} />
        <SelectField
          {...common('subject', 'choice')}
          label={t('fields.subject')}
          required
          placeholder={t('choose')}
          defaultValue={request.subject}
          onChange={() => clearError('subject')}
          options={CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contact.subjects.${value}`) }))}
        />
      </div>
      <TextAreaField
        {...common('message')}
        label={t('fields.message')}
        hint={prefill ? `${t(request.event ? 'hints.eventRequest' : 'hints.documentRequest')} ${t('hints.message')}` : t('hints.message')}
        required
        maxLength={LIMITS.message.max}
        rows={6}
        defaultValue={prefill}
      />
      <Honeypot />
      <SubmissionFeedback state={state} guardMessage={guardMessage} configured={configured} />
      <SubmitButton pending={pending} pendingLabel={t('sending')} disabled={configured === false}>
        {t('contact.submit')}
      </SubmitButton>
    </form>
  );
}
