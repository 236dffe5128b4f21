'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { THEME_DEFAULT, THEME_KEY } from '@/lib/constants';

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider attribute="class" storageKey={THEME_KEY} defaultTheme={THEME_DEFAULT} enableSystem disableTransitionOnChange>
      {children}
    </NextThemesProvider>
  );
}
