import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { hasLocale } from 'next-intl';
import { defaultLocale, locales } from './locales';
import { loadMessages } from './load-messages';
import { keyFallback } from './messages';

export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await rootLocale());
  const locale = hasLocale(locales, requested) ? requested : defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'UTC',
    getMessageFallback: keyFallback,
    // A missing translation falls back silently; the completeness test catches it in CI.
    onError: () => {},
  };
});
