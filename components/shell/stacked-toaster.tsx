'use client';

import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';
import { toast, Toaster } from 'sonner';
import { STACKED_TOASTER } from '@/lib/constants';
import { attachStackedListener } from '@/lib/toast/stacked';

/**
 * Where the stacked toasts sit, at every width: the bottom end corner, 1rem from the end edge,
 * above the assistant button (80 px up, 48 high) and above the Radix toasts' stack (its height is
 * --radix-toasts, written by RadixToaster), so that neither toaster covers the other or the
 * floating buttons; like them, the stack rises above the cookie banner while it shows (its height is
 * --consent-banner-height, written by the banner), but never so high that a toast would leave the
 * screen (a landscape phone, where the banner can take most of its height). sonner's number
 * offset would apply to every side (144 px from the end edge), and below 600 px it reads
 * mobileOffset instead, so both are given per side.
 */
export const stackedOffset = { bottom: 'min(calc(9rem + var(--radix-toasts, 0px) + var(--consent-banner-height, 0px)), calc(100dvh - 6rem))', right: '1rem', left: '1rem', top: '1rem' } as const;

export function StackedToaster() {
  const { resolvedTheme } = useTheme();
  // Loaded on demand after hydration: the document's direction is known on first render.
  const [dir] = useState<'ltr' | 'rtl'>(() => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'));
  useEffect(
    () =>
      attachStackedListener(({ message, description, kind }) => {
        if (kind === 'success') toast.success(message, { description });
        else if (kind === 'error') toast.error(message, { description });
        else toast(message, { description });
      }),
    [],
  );
  return (
    <Toaster
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
      visibleToasts={STACKED_TOASTER.visibleToasts}
      duration={STACKED_TOASTER.duration}
      gap={STACKED_TOASTER.gap}
      style={{ ['--width' as string]: `${STACKED_TOASTER.width}px` }}
      dir={dir}
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      offset={stackedOffset}
      mobileOffset={stackedOffset}
    />
  );
}
