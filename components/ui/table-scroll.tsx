import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * The framed box a table sits in: it fits its column when the table can, and otherwise scrolls
 * sideways (a named region and a tab stop then, through ScrollRegion), its end edge fading while
 * there is more to see that way (the `table-scroll` utility). The outer box anchors the fade.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="relative">
      <ScrollRegion className="table-scroll overflow-x-auto rounded-2xl border border-line bg-surface" role="region" aria-label={label}>
        {children}
      </ScrollRegion>
    </div>
  );
}
