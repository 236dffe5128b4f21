import 'server-only';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/lib/config';
import type { SubscribeTexts } from './subscribe-field';

/** The subscribe field's strings for the current locale, resolved on the server. */
export async function subscribeTexts(): Promise<SubscribeTexts> {
  const d = await getTranslations('Dictionary');
  const t = await getTranslations('Forms');
  return {
    label: t('subscribe.label'),
    placeholder: d('enterYourEmail'),
    button: d('subscribe'),
    sending: t('sending'),
    success: t('subscribe.success'),
    reference: t('success.referenceLabel'),
    unsubscribe: t('subscribe.unsubscribe'),
    already: t('subscribe.already', { email: siteConfig.contact.email }),
    tooManyAttempts: t('failure.tooManyAttempts'),
    errors: {
      required: t('errors.emailRequired'),
      email: t('errors.email'),
      tooLong: t('errors.tooLong'),
      invalid: t('errors.email'),
      rate_limited: t('failure.rate_limited'),
      not_configured: t('subscribe.notConfigured'),
      storage_failed: t('failure.storage_failed'),
      opted_out: t('failure.opted_out', { email: siteConfig.contact.email }),
      network: t('failure.network'),
      unknown: t('failure.unknown'),
    },
  };
}
