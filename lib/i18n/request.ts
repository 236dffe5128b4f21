import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import en from '@/messages/en.json';
import { hasLocale } from 'next-intl';
import { defaultLocale, locales } from './locales';
import { keyFallback, withFallback } from './messages';

export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await rootLocale());
  const locale = hasLocale(locales, requested) ? requested : defaultLocale;
  const localized = locale === defaultLocale ? en : (await import(`@/messages/${locale}.json`)).default;
  return {
    locale,
    messages: locale === defaultLocale ? en : withFallback(localized, en),
    timeZone: 'UTC',
    getMessageFallback: keyFallback,
    // A missing translation falls back silently; the completeness test catches it in CI.
    onError: () => {},
  };
});
