'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { storageKeys } from '@/lib/storage-keys';
import { THEME_DEFAULT } from '@/lib/constants';

/** next-themes' own inline script is kept inert: the layout runs lib/theme.ts's bootstrap instead. */
const INERT_SCRIPT = { type: 'text/plain' } as const;

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider attribute="class" storageKey={storageKeys.theme} defaultTheme={THEME_DEFAULT} enableSystem disableTransitionOnChange scriptProps={INERT_SCRIPT}>
      {children}
    </NextThemesProvider>
  );
}
