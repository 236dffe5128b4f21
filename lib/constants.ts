/**
 * The spec's business constants (section 9), named as the spec names them.
 * Durations are in milliseconds, distances in CSS pixels.
 */

export const LANGUAGES = ['en', 'zh', 'zh-TW', 'ar', 'es', 'hi', 'fr', 'de', 'ja', 'ko', 'pt', 'ru', 'it', 'tr'] as const;
export const FALLBACK_LANGUAGE = 'en';

export const THEME_DEFAULT = 'system';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export const STACKED_TOASTER = { visibleToasts: 3, duration: 4000, width: 356, gap: 14 } as const;

export const BREAKPOINT_MOBILE_HEADER = 1024;

export const SCROLL_TO_TOP_THRESHOLD = 300;
export const NAV_HIDE_THRESHOLD_DESKTOP = 25;
export const NAV_HIDE_THRESHOLD_MOBILE = 50;
export const NAV_SOLID_AFTER = 20;
export const SCROLL_DIRECTION_CHANGE = 10;

export const FLOATING_REAPPEAR_MOBILE = 2000;
export const FLOATING_REAPPEAR_DESKTOP = 3000;

/** Deferred work: preloads run on the first idle moment 3 s after load. */
export const DEFERRED_PRELOAD_DELAY = 3000;

export const SUBMIT_DEBOUNCE = 2000;
export const RATE_LIMIT = { max: 5, windowMs: 60_000, blockMs: 180_000, messageMs: 5000 } as const;
export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait before trying again.';

export const SESSION_IDLE = 30 * 60_000;
export const SESSION_IDLE_CHECK = 60_000;

export const PAGE_LOAD_TIMEOUT = {
  'slow-2g': 15_000,
  '2g': 12_000,
  '3g': 10_000,
  '4g': 8_000,
  default: 8_000,
  apiUnavailable: 10_000,
} as const;

export const LAZY_PAGE_MAX_RETRIES = 3;
export const lazyPageBackoff = (attempt: number) => 300 * 1.8 ** attempt;

export const ERROR_RETRY_CAP = 3;
export const CHUNK_ERROR_TOLERANCE = 2;
export const CHUNK_RELOAD_DELAY = 1000;

export const CONSENT_VERSION = '1.0';
export const AUTO_REFRESH_INTERVAL = 0;
export const UPDATE_COUNTDOWN = 10_000;
export const PREFETCH_LINK_LIFETIME = 5000;
export const VERSION_CHECK_INTERVAL = 5 * 60_000;
export const SERVICE_WORKER_CHECKS = [60_000, 3_600_000] as const;
export const UPDATE_BANNER_LIFETIME = 30_000;
export const TOAST_AUTO_RELOAD = 3000;
export const CACHE_MIGRATION_MIN_AGE = 30 * 24 * 3_600_000;
export const VIEWPORT_MAXIMUM_SCALE = 5;
export const PICKER_MAX_HEIGHT = 500;
export const PICKER_MENU_WIDTH = 320;

export const WEB_VITALS_THRESHOLDS = {
  LCP: [2500, 4000],
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  TTFB: [800, 1800],
} as const;
export const WEB_VITALS_CHECK_DELAY = 5000;

export const SESSION_REFRESH_TICK = 30_000;
export const SESSION_REFRESH_THRESHOLD_TICKS = 3;
export const JWKS_CACHE = 10 * 60_000;

export const REALTIME = { heartbeat: 25_000, timeout: 10_000, reconnectBackoff: [1000, 2000, 5000, 10_000], pushBuffer: 100 } as const;
