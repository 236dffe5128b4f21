'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { AutoRefreshConfig } from '@/lib/auto-refresh';
import { AutoRefreshProvider } from './auto-refresh-provider';

/** /status re-runs its live checks every 30 s, paused while hidden, backing off while unchanged. */
export const STATUS_AUTO_REFRESH: AutoRefreshConfig = { interval: 30_000, enabled: true, pauseOnInactive: true, adaptiveInterval: true };

export function StatusAutoRefresh({ signature }: { signature: string }) {
  const router = useRouter();
  const onRefresh = useCallback(() => router.refresh(), [router]);
  return <AutoRefreshProvider config={STATUS_AUTO_REFRESH} signature={signature} onRefresh={onRefresh} />;
}
