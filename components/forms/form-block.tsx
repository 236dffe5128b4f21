import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { withContactLinks } from '@/components/sections/contact-links';
import { Heading } from '@/components/ui/section';
import { siteConfig } from '@/lib/config';
import { BOOKING_HOURS } from '@/lib/forms/slots';
import { interestLabels } from '@/lib/forms/interest-labels';
import { defaultLocale, directionOf, locales, type Locale } from '@/lib/i18n/locales';
import { formMessages } from '@/lib/i18n/messages';
import { FormIsland } from './form-island';

export type FormKind = 'quote' | 'booking' | 'contact' | 'privacy' | 'privacyStatus' | 'getStarted' | 'settings';

/**
 * The message namespaces each form's client code reads besides `Forms` (formMessages): interface
 * strings are translated, unlike the English page body around the block. The provider below
 * replaces the page's messages rather than adding to them, so a namespace missing here shows as a
 * raw key (settings' cookie summary names the banner's categories).
 */
const FORM_NAMESPACES = ['Accessibility'] as const;
const namespacesOf = (form: FormKind) => (form === 'settings' ? ([...FORM_NAMESPACES, 'Cookie'] as const) : FORM_NAMESPACES);

const titles = {
  quote: 'quote.title',
  booking: 'booking.title',
  contact: 'contact.title',
  privacy: 'privacy.title',
  privacyStatus: 'privacyStatus.title',
  getStarted: 'getStarted.title',
} as const;
const intros = {
  quote: 'quote.intro',
  booking: 'booking.intro',
  contact: 'contact.intro',
  privacy: 'privacy.intro',
  privacyStatus: 'privacyStatus.intro',
  getStarted: 'getStarted.intro',
} as const;

/** A form in a content page: its own translated heading, the form, and a no-script fallback. */
export async function FormBlock({ form }: { form: FormKind }) {
  const requested = await rootLocale();
  const locale: Locale = hasLocale(locales, requested) ? requested : defaultLocale;
  const messages = await getMessages();
  const t = await getTranslations('Forms');
  const headingId = `form-${form}`;
  const body = <FormIsland form={form} labels={form === 'quote' ? interestLabels() : undefined} />;
  return (
    <section lang={locale} dir={directionOf(locale)} aria-labelledby={form === 'settings' ? undefined : headingId} aria-label={form === 'settings' ? t('settings.label') : undefined} className="scroll-mt-28" id={form === 'settings' ? 'preferences' : undefined}>
      {form !== 'settings' ? (
        <div className="mb-6">
          <Heading level={2} id={headingId} className="text-2xl md:text-[1.75rem]">
            {t(titles[form])}
          </Heading>
          <p className="mt-2 max-w-[62ch] leading-7 text-ink-2">{form === 'booking' ? t(intros[form], { minutes: BOOKING_HOURS.slotMinutes }) : t(intros[form])}</p>
        </div>
      ) : null}
      <div className={form === 'settings' || form === 'getStarted' ? undefined : 'rounded-3xl border border-line bg-canvas p-4 shadow-[0_1px_0_rgb(0_0_0/0.02)] sm:p-6 md:p-8'}>
        {form !== 'settings' && form !== 'getStarted' ? (
          // First, above the form's placeholder that will not fill, and with the address and number as links.
          <noscript>
            {/* The phone number in a left-to-right isolate (U+2066 … U+2069): in Arabic "+1 617 555 0142" read backwards. */}
            <p className="mb-4 leading-7 text-ink">{withContactLinks(t('noscript', { email: form === 'privacy' || form === 'privacyStatus' ? siteConfig.contact.privacy : siteConfig.contact.email, phone: `\u2066${siteConfig.contact.phone}\u2069` }))}</p>
          </noscript>
        ) : null}
        <NextIntlClientProvider locale={locale} messages={formMessages(messages, namespacesOf(form))}>
          {body}
        </NextIntlClientProvider>
      </div>
    </section>
  );
}
