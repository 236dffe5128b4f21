'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

// The form and Supabase's client load on demand, after the static page has rendered.
const AuthPanel = dynamic(() => import('./auth-panel'), { ssr: false, loading: () => <AuthLoading /> });

function AuthLoading() {
  const t = useTranslations('Auth');
  return <p className="text-ink-3">{t('loading')}</p>;
}

export function AuthLeaf() {
  return <AuthPanel />;
}
