import { AUTO_REFRESH_INTERVAL } from './constants';

/** The spec's auto-refresh page config (spec 3). interval in ms; 0 means never. */
export type AutoRefreshConfig = { interval: number; enabled: boolean; pauseOnInactive: boolean; adaptiveInterval: boolean };

/** The interval is 0 everywhere (spec 9): auto-refresh is disabled. (/status has a "Check again" button instead.) */
export const DEFAULT_AUTO_REFRESH: AutoRefreshConfig = { interval: AUTO_REFRESH_INTERVAL, enabled: false, pauseOnInactive: true, adaptiveInterval: false };

/** Backing off while nothing changes: the interval doubles per unchanged refresh, up to 8 times. */
export const ADAPTIVE_MAX_FACTOR = 8;

/** The delay before the next refresh, or null when none should be scheduled. */
export function nextDelay(config: AutoRefreshConfig, unchangedRuns: number, hidden: boolean): number | null {
  if (!config.enabled || config.interval <= 0) return null;
  if (config.pauseOnInactive && hidden) return null;
  if (!config.adaptiveInterval) return config.interval;
  return config.interval * Math.min(ADAPTIVE_MAX_FACTOR, 2 ** Math.max(0, unchangedRuns));
}
