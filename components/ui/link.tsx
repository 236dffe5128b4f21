import { useLocale } from 'next-intl';
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * A link to a page of the site in the current language: `next/link` (its own prefetch and
 * client-side navigation) with the language-prefixed path worked out where the link renders, on
 * the server for server components. next-intl's Link did the same through a client wrapper whose
 * extra props (locale, cookie settings) every link carried into the page's React Server Components
 * payload; the site never links across languages (the language picker switches with the router).
 */
export function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }) {
  const locale = useLocale();
  return <NextLink href={getPathname({ href, locale })} {...props} />;
}
