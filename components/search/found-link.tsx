import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { loadsAsDocument } from '@/lib/fragment-links';

/**
 * A link to a page found for the reader (a search result, an assistant's source). Its path is
 * already in the reader's language, so next/link and not the site's Link (which would prefix it
 * again: /ja/ja/pricing); a plain <a>, left to the browser (data-no-intercept), when it leads to a
 * place inside a page (lib/fragment-links.ts).
 */
export function FoundLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return loadsAsDocument(href) ? <a href={href} data-no-intercept="" {...props} /> : <NextLink href={href} {...props} />;
}
