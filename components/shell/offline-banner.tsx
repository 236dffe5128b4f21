'use client';

import { useTranslations } from 'next-intl';
import { useRef, useSyncExternalStore } from 'react';
import { Icon } from '@/components/ui/icon';
import { useRootHeight } from './use-root-height';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** The root property through which the offline banner's height moves the header down. */
export const OFFLINE_OFFSET = '--offline-offset';

/**
 * The yellow notice shown while the browser is offline (spec 4). Like the update banner it sits
 * above the fixed header rather than over it: it stacks under the update banner (top at
 * --banner-offset) and its own height, in --offline-offset, moves the header and page down
 * (globals.css adds both into --shell-offset).
 */
export function OfflineBanner() {
  const t = useTranslations('Shell');
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  const banner = useRef<HTMLDivElement>(null);

  useRootHeight(banner, OFFLINE_OFFSET, { remount: online });

  if (online) return null;
  return (
    <div
      ref={banner}
      role="status"
      data-testid="offline-banner"
      className="fixed inset-x-0 top-[var(--banner-offset,0px)] z-[60] flex items-center justify-center gap-2 bg-notice px-4 py-2.5 text-sm font-medium text-notice-ink"
    >
      <Icon name="wifiOff" size={16} />
      {t('offline')}
    </div>
  );
}
