import { cn } from '@/lib/cn';

/** A turning ring for a part that is on its way; still under reduced motion. Decorative: the busy container names the wait. */
export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('size-5 animate-spin rounded-full border-2 border-line-strong border-t-signal motion-reduce:animate-none', className)} />;
}
