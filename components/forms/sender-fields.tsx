'use client';

import { useTranslations } from 'next-intl';
import { LIMITS } from '@/lib/forms/schemas';
import { EmailField, PhoneField, TextField } from './kit';

type FieldCommon = { name: string; error?: string; onInput: () => void; optionalLabel: string };

/** Who is writing: name, email, (company,) phone, the same fields with the same limits in every form. */
export function SenderFields({ field, company = true }: { field: (name: string) => FieldCommon; company?: boolean }) {
  const t = useTranslations('Forms');
  return (
    <>
      <TextField {...field('name')} label={t('fields.name')} autoComplete="name" required maxLength={LIMITS.name.max} />
      <EmailField {...field('email')} label={t('fields.email')} hint={t('hints.email')} required maxLength={LIMITS.email.max} />
      {company ? <TextField {...field('company')} label={t('fields.company')} autoComplete="organization" maxLength={LIMITS.company.max} /> : null}
      <PhoneField {...field('phone')} label={t('fields.phone')} hint={t('hints.phone')} maxLength={LIMITS.phone.max} />
    </>
  );
}
