'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { storageKeys } from '@/lib/config';
import { THEME_DEFAULT } from '@/lib/constants';

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider attribute="class" storageKey={storageKeys.theme} defaultTheme={THEME_DEFAULT} enableSystem disableTransitionOnChange>
      {children}
    </NextThemesProvider>
  );
}
