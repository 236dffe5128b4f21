'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import { BrowserOnly } from '@/components/ui/browser-only';
import { withRetries } from '@/lib/lazy';

// The form and Supabase's client load on demand, after the static page has rendered.
const AuthPanel = lazy(() => withRetries(() => import('./auth-panel')));

function AuthLoading() {
  const t = useTranslations('Auth');
  return <p className="text-ink-3">{t('loading')}</p>;
}

export function AuthLeaf() {
  return (
    <BrowserOnly fallback={<AuthLoading />}>
      <AuthPanel />
    </BrowserOnly>
  );
}
