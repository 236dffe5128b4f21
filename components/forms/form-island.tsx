'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { browserOnly } from '@/components/ui/browser-only';
import type { QuoteInterest } from '@/lib/forms/schemas';
import { loadComponentModule } from '@/lib/lazy';

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
  // Empty, so there is nothing for assistive technology to read.
  return <div className={`animate-pulse rounded-2xl bg-surface-2 ${height}`} />;
}

/** Every form gets the same props and reads the ones it needs (the quote form its labels, the privacy form its part). */
type BrowserFormProps = { labels?: Partial<Record<QuoteInterest, string>>; part?: IslandForm };
const load = (loader: () => Promise<{ default: ComponentType<never> }>) => lazy(() => loadComponentModule(loader) as Promise<{ default: ComponentType<BrowserFormProps> }>);

/** A form that loads after hydration, behind its placeholder. */
const inBrowser = (loader: () => Promise<{ default: ComponentType<never> }>) => browserOnly(loader as () => Promise<{ default: ComponentType<BrowserFormProps> }>);
const PrivacyForm = inBrowser(() => import('./privacy-form'));
/** The forms that load after hydration, each with the height its placeholder keeps (phone, then wider). */
const browserForms = {
  contact: [inBrowser(() => import('./contact-form')), 'h-[34rem] sm:h-[28rem]'],
  quote: [inBrowser(() => import('./quote-form')), 'h-[48rem] sm:h-[40rem]'],
  booking: [inBrowser(() => import('./booking-form')), 'h-[56rem] sm:h-[48rem]'],
  // Both parts of /privacy-portal (make a request, follow one) are one chunk.
  privacy: [PrivacyForm, 'h-[40rem] sm:h-[31rem]'],
  privacyStatus: [PrivacyForm, 'h-[17rem] sm:h-[11rem]'],
} as const;
const GetStartedFlow = load(() => import('./get-started-flow'));
const SettingsPanel = load(() => import('./settings-panel'));

export type IslandForm = keyof typeof browserForms | 'getStarted' | 'settings';

export function FormIsland({ form, labels = {} }: { form: IslandForm; labels?: Partial<Record<QuoteInterest, string>> }) {
  const browserForm = browserForms[form as keyof typeof browserForms];
  if (!browserForm) {
    // The get-started questions and the settings panel are light: they render on the server.
    const Light = form === 'getStarted' ? GetStartedFlow : SettingsPanel;
    return (
      <Suspense>
        <Light />
      </Suspense>
    );
  }
  const [Form, height] = browserForm;
  return <Form labels={labels} part={form} fallback={<Placeholder height={height} />} />;
}
