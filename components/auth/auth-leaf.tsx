'use client';

import type { ReactNode } from 'react';
import { browserOnly } from '@/components/ui/browser-only';

// The form and Supabase's client load on demand, after the static page has rendered.
const AuthPanel = browserOnly(() => import('./auth-panel'));

/** The sign-in panel, loaded in the browser; until then the server-rendered `fallback` (its loading line) shows. */
export function AuthLeaf({ fallback }: { fallback: ReactNode }) {
  return <AuthPanel fallback={fallback} />;
}
