'use client';

import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { STACKED_TOASTER } from '@/lib/constants';
import { attachStackedListener } from '@/lib/toast/stacked';

export function StackedToaster() {
  const { resolvedTheme } = useTheme();
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
      position="bottom-right"
      // Above the assistant button (80 px up, 48 high): a toast never covers it.
      offset={144}
    />
  );
}
