/**
 * For the shell's theme and motion components in jsdom: a matchMedia (jsdom has none) and a render
 * inside next-themes' provider and the messages of a language.
 */
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/** Installs, before a file's tests, a matchMedia that matches no query and whose listeners are mocks. Call at the top level. */
export function stubMatchMedia() {
  beforeAll(() => {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
    })) as never;
  });
}

/** Renders `ui` in the theme provider (class attribute, "theme" storage key, system default) and English or Arabic messages. */
export function renderThemed(ui: ReactNode, locale: 'en' | 'ar' = 'en') {
  return render(
    <ThemeProvider attribute="class" storageKey="theme" defaultTheme="system" enableSystem>
      <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en}>
        {ui}
      </NextIntlClientProvider>
    </ThemeProvider>,
  );
}
