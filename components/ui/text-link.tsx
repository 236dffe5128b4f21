import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Link } from '@/components/ui/link';
import { Icon } from './icon';

/** An inline or standalone text link; `arrow` adds a trailing arrow for "read more" links. */
export function TextLink({ className, children, arrow, ...props }: ComponentProps<typeof Link> & { arrow?: boolean }) {
  return (
    <Link
      className={cn(
        'group inline-flex items-center gap-1.5 font-medium text-signal underline decoration-signal/30 underline-offset-4 hover:decoration-signal',
        className,
      )}
      {...props}
    >
      {children}
      {arrow ? <Icon name="arrowRight" size={16} className="flip-rtl transition-transform group-hover:translate-x-0.5" /> : null}
    </Link>
  );
}

/** A list item holding a quiet link, as in the HTML sitemap and the glossary index. */
export function LinkItem({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <li className={className}>
      <Link href={href} className="link-quiet">
        {children}
      </Link>
    </li>
  );
}
