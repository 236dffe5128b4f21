'use client';

import { lazy, Suspense } from 'react';
import { BrowserOnly } from '@/components/ui/browser-only';
import type { QuoteInterest } from '@/lib/forms/schemas';
import { withRetries } from '@/lib/lazy';

/**
 * The one client module content pages reference for their forms. Every content page's client
 * entry carries this module (the section template can show a form), so it stays tiny: React's
 * own `lazy` rather than `next/dynamic`, whose loader machinery cost every page 1.6 KB gzipped.
 * Each form is its own chunk, fetched (with the spec's retries) only by the page that shows it:
 * - the forms that validate with zod load in the browser after hydration (no first-load cost),
 *   behind a placeholder that keeps their space;
 * - the get-started questions and the settings panel are light and render on the server.
 */
function Placeholder({ height }: { height: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-2xl bg-surface-2 ${height}`} />;
}

const ContactForm = lazy(() => withRetries(() => import('./contact-form')));
const QuoteForm = lazy(() => withRetries(() => import('./quote-form')));
const BookingForm = lazy(() => withRetries(() => import('./booking-form')));
const PrivacyForm = lazy(() => withRetries(() => import('./privacy-form')));
const GetStartedFlow = lazy(() => withRetries(() => import('./get-started-flow')).then((module) => ({ default: module.GetStartedFlow })));
const SettingsPanel = lazy(() => withRetries(() => import('./settings-panel')).then((module) => ({ default: module.SettingsPanel })));

export type IslandForm = 'quote' | 'booking' | 'contact' | 'privacy' | 'privacyStatus' | 'getStarted' | 'settings';

export function FormIsland({ form, labels = {} }: { form: IslandForm; labels?: Partial<Record<QuoteInterest, string>> }) {
  switch (form) {
    case 'contact':
      return (
        <BrowserOnly fallback={<Placeholder height="h-[34rem] sm:h-[28rem]" />}>
          <ContactForm />
        </BrowserOnly>
      );
    case 'quote':
      return (
        <BrowserOnly fallback={<Placeholder height="h-[48rem] sm:h-[40rem]" />}>
          <QuoteForm labels={labels} />
        </BrowserOnly>
      );
    case 'booking':
      return (
        <BrowserOnly fallback={<Placeholder height="h-[56rem] sm:h-[48rem]" />}>
          <BookingForm />
        </BrowserOnly>
      );
    case 'privacy':
    case 'privacyStatus':
      // Both parts of /privacy-portal (make a request, follow one) in one chunk.
      return (
        <BrowserOnly fallback={<Placeholder height={form === 'privacy' ? 'h-[40rem] sm:h-[31rem]' : 'h-[17rem] sm:h-[11rem]'} />}>
          <PrivacyForm part={form} />
        </BrowserOnly>
      );
    case 'getStarted':
      return (
        <Suspense>
          <GetStartedFlow />
        </Suspense>
      );
    case 'settings':
      return (
        <Suspense>
          <SettingsPanel />
        </Suspense>
      );
  }
}
