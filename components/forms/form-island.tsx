'use client';

import dynamic from 'next/dynamic';
import type { QuoteInterest } from '@/lib/forms/schemas';

/**
 * The one client module content pages reference for their forms. Every form is its own chunk,
 * loaded only by the page that shows it, so pages without a form ship none of this code:
 * - the forms that validate with zod load in the browser after the page (no first-load cost),
 *   with a placeholder that keeps their space;
 * - the get-started questions and the settings panel are light and render on the server.
 */
function Placeholder({ height }: { height: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-2xl bg-surface-2 ${height}`} />;
}

const ContactForm = dynamic(() => import('./contact-form'), { ssr: false, loading: () => <Placeholder height="h-[34rem] sm:h-[28rem]" /> });
const QuoteForm = dynamic(() => import('./quote-form'), { ssr: false, loading: () => <Placeholder height="h-[48rem] sm:h-[40rem]" /> });
const BookingForm = dynamic(() => import('./booking-form'), { ssr: false, loading: () => <Placeholder height="h-[56rem] sm:h-[48rem]" /> });
const GetStartedFlow = dynamic(() => import('./get-started-flow').then((module) => module.GetStartedFlow));
const SettingsPanel = dynamic(() => import('./settings-panel').then((module) => module.SettingsPanel));

export type IslandForm = 'quote' | 'booking' | 'contact' | 'getStarted' | 'settings';

export function FormIsland({ form, labels = {} }: { form: IslandForm; labels?: Partial<Record<QuoteInterest, string>> }) {
  switch (form) {
    case 'contact':
      return <ContactForm />;
    case 'quote':
      return <QuoteForm labels={labels} />;
    case 'booking':
      return <BookingForm />;
    case 'getStarted':
      return <GetStartedFlow />;
    case 'settings':
      return <SettingsPanel />;
  }
}
