import { useLocale, useTranslations } from 'next-intl';
import { TextLink } from '@/components/ui/text-link';
import type { ContactSubject } from '@/lib/forms/schemas';
import { CONTENT_LANG, languageAttributes } from '@/lib/i18n/content-language';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The address of the contact form asking for one thing: its subject chosen, and the file
 * (`document`) or, for the events subject, the event (`event`) named in the message, read by the
 * form (components/forms/contact-form.tsx, `requestFromLocation`), at the form's heading.
 */
export function requestHref(subject: ContactSubject, name: string): string {
  return `/contact?${new URLSearchParams({ subject, [subject === 'events' ? 'event' : 'document']: name })}#form-contact`;
}

/**
 * A Request link under a file's name (the downloads library), or a Register link under an event's
 * (the events calendar): in view at every width, where a column of its own was past the edge of a
 * phone's screen in a table that scrolls sideways. It says "Request" or "Register" on screen and
 * is named "Request <file>" by the name beside it (aria-labelledby: no hidden copy of the name,
 * which a row's header would have read twice), in the reader's language and direction inside the
 * English content.
 */
export function RequestLink({ subject, name, nameId }: { subject: ContactSubject; name: string; nameId: string }) {
  const t = useTranslations('Common');
  const locale = useLocale() as Locale;
  const linkId = `${nameId}-request`;
  return (
    <span className="mt-1 block text-sm">
      <TextLink href={requestHref(subject, name)} arrow id={linkId} aria-labelledby={`${linkId} ${nameId}`} {...languageAttributes(locale, CONTENT_LANG)}>
        {t(subject === 'events' ? 'register' : 'request')}
      </TextLink>
    </span>
  );
}
