'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';

/**
 * The forms that validate with zod load in the browser on demand, after the page, so no page's
 * first-load JavaScript carries them. The placeholder keeps their space (no layout shift).
 */
function Placeholder({ height }: { height: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-2xl bg-surface-2 ${height}`} />;
}

const ContactFormLazy = dynamic(() => import('./contact-form'), { ssr: false, loading: () => <Placeholder height="h-[34rem] sm:h-[28rem]" /> });
const QuoteFormLazy = dynamic(() => import('./quote-form'), { ssr: false, loading: () => <Placeholder height="h-[48rem] sm:h-[40rem]" /> });
const BookingFormLazy = dynamic(() => import('./booking-form'), { ssr: false, loading: () => <Placeholder height="h-[56rem] sm:h-[48rem]" /> });

export function LazyContactForm() {
  return <ContactFormLazy />;
}
export function LazyQuoteForm(props: ComponentProps<typeof QuoteFormLazy>) {
  return <QuoteFormLazy {...props} />;
}
export function LazyBookingForm() {
  return <BookingFormLazy />;
}
