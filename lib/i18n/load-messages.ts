import 'server-only';
import type { AbstractIntlMessages, Messages } from 'next-intl';
import en from '@/messages/en.json';
import { defaultLocale, type Locale } from './locales';
import { withFallback } from './messages';

/**
 * A locale's messages as every server text reads them: the locale's catalogue, with a key it lacks
 * taken from English. The pages' request config (request.ts) and the texts the server writes
 * outside a page (the booking's calendar file, the unsubscribe page) both load them here.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === defaultLocale) return en;
  const localized = (await import(`@/messages/${locale}.json`)).default as AbstractIntlMessages;
  // Every key English has: the result has the shape of the typed catalogue.
  return withFallback(localized, en) as Messages;
}
