'use client';

import { lazy, type ReactNode } from 'react';
import { BrowserOnly } from '@/components/ui/browser-only';
import { withRetries } from '@/lib/lazy';

// The form and Supabase's client load on demand, after the static page has rendered.
const AuthPanel = lazy(() => withRetries(() => import('./auth-panel')));

/** The sign-in panel, loaded in the browser; until then the server-rendered `fallback` (its loading line) shows. */
export function AuthLeaf({ fallback }: { fallback: ReactNode }) {
  return (
    <BrowserOnly fallback={fallback}>
      <AuthPanel />
    </BrowserOnly>
  );
}
