import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { PRELOADED_FONT } from '@/app/font-files';
import { AfterLoad } from '@/components/shell/after-load';
import { ErrorMonitor } from '@/components/shell/error-monitor';
import { LinkBehavior } from '@/components/shell/link-behavior';
import { SiteFooter } from '@/components/shell/site-footer';
import { SkipLinks } from '@/components/shell/skip-links';
import { ThemeProvider } from '@/components/shell/theme-provider';
import { siteConfig } from '@/lib/config';
import { TITLE_SUFFIX } from '@/lib/seo/metadata';
import { VIEWPORT_MAXIMUM_SCALE } from '@/lib/constants';
import { directionOf, defaultLocale, locales } from '@/lib/i18n/locales';
import { consentBootstrapScript } from '@/lib/consent/consent-mode';
import { motionBootstrapScript } from '@/lib/motion';
import { themeBootstrapScript } from '@/lib/theme';
import { palette } from '@/lib/palette';
import { clientMessages } from '@/lib/i18n/messages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  maximumScale: VIEWPORT_MAXIMUM_SCALE,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: palette.paper },
    { media: '(prefers-color-scheme: dark)', color: palette.night },
  ],
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return {
    metadataBase: new URL(siteConfig.url),
    title: { default: t('siteTitle'), template: `%s${TITLE_SUFFIX}` },
    description: t('siteDescription'),
    applicationName: siteConfig.name,
    manifest: '/manifest.json',
    icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }], apple: '/apple-icon.png' },
    other: { 'build-id': process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev' },
  };
}

export default async function LocaleLayout({ children }: { children: ReactNode }) {
  const requested = await rootLocale();
  const locale = hasLocale(locales, requested) ? requested : defaultLocale;
  const messages = await getMessages();
  // Only the Latin subset of the body font is preloaded; other subsets (app/fonts.css) load when a
  // page's text needs them, and the mono font when a label uses it.
  preload(PRELOADED_FONT, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <head>
        {/* Consent Mode v2 defaults (all denied) before anything else runs. */}
        <script dangerouslySetInnerHTML={{ __html: consentBootstrapScript() }} />
        <script dangerouslySetInnerHTML={{ __html: motionBootstrapScript }} />
        <script dangerouslySetInnerHTML={{ __html: themeBootstrapScript }} />
      </head>
      <body className="min-h-dvh">
        <ThemeProvider>
          <NextIntlClientProvider locale={locale} messages={clientMessages(messages)}>
            <SkipLinks />
            {children}
            <SiteFooter />
            <LinkBehavior />
            <ErrorMonitor />
            <AfterLoad />
          </NextIntlClientProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
