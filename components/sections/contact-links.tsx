import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/config';
import { escapeRegExp } from '@/lib/regexp';

const { phone, phoneHref } = siteConfig.contact;
const emailDomain = siteConfig.contact.email.split('@')[1] ?? '';
/** The company's addresses (hello@, press@, privacy@…) and its phone number, wherever the copy names them. */
const CONTACT = new RegExp(`([\\w.+-]+@${escapeRegExp(emailDomain)}\\b|${escapeRegExp(phone)})`, 'g');

/**
 * A line of copy with the company's email addresses and phone number as links, as a reader expects
 * of them (a tap writes or calls). The number reads left to right in a right-to-left page, as in the footer.
 */
export function withContactLinks(text: string): ReactNode {
  const parts = text.split(CONTACT);
  if (parts.length === 1) return text;
  return parts.map((part, index) => {
    if (index % 2 === 0) return part;
    const isPhone = part === phone;
    return (
      <a key={index} href={isPhone ? phoneHref : `mailto:${part}`} dir={isPhone ? 'ltr' : undefined} className="contact-link">
        {part}
      </a>
    );
  });
}
