'use client';

import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { nextDelay, type AutoRefreshConfig } from '@/lib/auto-refresh';

type AutoRefreshValue = AutoRefreshConfig & { unchangedRuns: number; paused: boolean; lastRefresh: number | null };

const AutoRefreshContext = createContext<AutoRefreshValue | null>(null);

/**
 * Calls `onRefresh` every `interval` ms while enabled; pauses while the tab is hidden
 * (pauseOnInactive) and backs off while `signature` stays the same (adaptiveInterval).
 */
export function AutoRefreshProvider({ config, signature, onRefresh, children }: { config: AutoRefreshConfig; signature: string; onRefresh: () => void; children?: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const [unchangedRuns, setUnchangedRuns] = useState(0);
  const [lastRefresh, setLastRefresh] = useState<number | null>(null);
  const previous = useRef(signature);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  // A refresh that brought the same data counts as unchanged; a change resets the back-off.
  useEffect(() => {
    if (lastRefresh === null) return;
    const same = previous.current === signature;
    previous.current = signature;
    const timer = setTimeout(() => setUnchangedRuns((runs) => (same ? runs + 1 : 0)), 0);
    return () => clearTimeout(timer);
  }, [signature, lastRefresh]);

  const delay = nextDelay(config, unchangedRuns, hidden);
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => {
      refresh.current();
      setLastRefresh(Date.now());
    }, delay);
    return () => clearTimeout(timer);
  }, [delay, lastRefresh]);

  const value = useMemo(() => ({ ...config, unchangedRuns, paused: delay === null, lastRefresh }), [config, unchangedRuns, delay, lastRefresh]);
  return <AutoRefreshContext.Provider value={value}>{children}</AutoRefreshContext.Provider>;
}

/** The provider's state; used outside its provider it throws (spec 8). */
export function useAutoRefresh(): AutoRefreshValue {
  const value = useContext(AutoRefreshContext);
  if (!value) throw new Error('useAutoRefresh must be used within an AutoRefreshProvider');
  return value;
}
