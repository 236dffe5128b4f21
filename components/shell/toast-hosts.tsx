'use client';

import { browserOnly } from '@/components/ui/browser-only';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts, type Toast } from '@/lib/toast/store';
import { notify, onFirstNotice } from '@/lib/toast/stacked';

// Both toasters load on demand: nothing of Radix Toast or sonner is in a page's first load.
const RadixToaster = browserOnly(() => import('./radix-toaster').then((module) => ({ default: module.RadixToaster })));
const StackedToaster = browserOnly(() => import('./stacked-toaster').then((module) => ({ default: module.StackedToaster })));

const noToasts: Toast[] = [];

export function ToastHosts() {
  const t = useTranslations('Shell');
  const errors = useTranslations('Errors');
  const toasts = useSyncExternalStore(
    (listener) => subscribeToasts(listener),
    getToasts,
    () => noToasts,
  );
  const [stackedWanted, setStackedWanted] = useState(false);
  useEffect(() => onFirstNotice(() => setStackedWanted(true)), []);

  // Coming back online is worth a quiet word: the offline banner has just gone.
  useEffect(() => {
    const onOnline = () => notify({ message: t('backOnline'), kind: 'success' });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [t]);

  // Access Denied (spec 6): the proxy sends a visitor without the role to /?denied=1; the code
  // that shows the toast loads only then.
  useEffect(() => {
    if (window.location.search.includes('denied=1')) void import('@/lib/toast/access-denied').then((module) => module.showAccessDenied(errors('accessDeniedTitle'), errors('accessDeniedBody')));
  }, [errors]);

  return (
    <>
      {toasts.length ? <RadixToaster toasts={toasts} /> : null}
      {stackedWanted ? <StackedToaster /> : null}
    </>
  );
}
