'use client';

import { Suspense, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Renders its children (typically a `lazy` component) only in the browser, after hydration; the
 * server's HTML and the hydrating render show `fallback`. React's own `lazy` and this replace
 * `next/dynamic({ ssr: false })`, whose loader machinery cost each page that referenced it 1.6 KB
 * of first-load JavaScript.
 */
export function BrowserOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
