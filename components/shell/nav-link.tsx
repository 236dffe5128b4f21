'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/components/ui/link';
import { usePathname } from '@/lib/i18n/navigation';
import { isActivePath } from '@/lib/links';

/** A link that marks itself as the current page. */
export function NavLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePathname();
  const active = isActivePath(pathname, href);
  return <Link href={href} aria-current={active ? 'page' : undefined} data-active={active || undefined} {...props} />;
}
