'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Icon } from '@/components/ui/icon';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** The yellow notice shown while the browser is offline (spec 4). */
export function OfflineBanner() {
  const t = useTranslations('Shell');
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <div role="status" data-testid="offline-banner" className="fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-2 bg-notice px-4 py-2.5 text-sm font-medium text-notice-ink">
      <Icon name="wifiOff" size={16} />
      {t('offline')}
    </div>
  );
}
