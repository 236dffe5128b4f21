/**
 * The spec's submit guards (section 5), as a pure state machine the forms call on every submit:
 * - a second submit of the same form within SUBMIT_DEBOUNCE (2 s) is blocked, silently;
 * - more than RATE_LIMIT.max (5) submits within RATE_LIMIT.windowMs (60 s) are blocked with
 *   RATE_LIMIT_MESSAGE, shown for RATE_LIMIT.messageMs (5 s); the block lasts RATE_LIMIT.blockMs (3 min).
 * Every function takes `now` (ms) and returns a new state, so tests need no timers.
 */
import { RATE_LIMIT, SUBMIT_DEBOUNCE } from '@/lib/constants';

export type GuardLimits = { debounceMs: number; max: number; windowMs: number; blockMs: number; messageMs: number };

export const DEFAULT_LIMITS: GuardLimits = {
  debounceMs: SUBMIT_DEBOUNCE,
  max: RATE_LIMIT.max,
  windowMs: RATE_LIMIT.windowMs,
  blockMs: RATE_LIMIT.blockMs,
  messageMs: RATE_LIMIT.messageMs,
};

export type GuardState = {
  /** Times of the submits that were let through, oldest first, within the window. */
  attempts: number[];
  /** While now < blockedUntil every submit is refused with the message. */
  blockedUntil: number;
  /** The rate-limit message is visible while now < messageUntil. */
  messageUntil: number;
};

export type GuardVerdict = 'allowed' | 'debounced' | 'rateLimited';

export const initialGuardState = (): GuardState => ({ attempts: [], blockedUntil: 0, messageUntil: 0 });

/** Decide one submit at `now`. */
export function checkSubmit(state: GuardState, now: number, limits: GuardLimits = DEFAULT_LIMITS): { verdict: GuardVerdict; state: GuardState } {
  if (now < state.blockedUntil) {
    return { verdict: 'rateLimited', state: { ...state, messageUntil: now + limits.messageMs } };
  }
  const attempts = state.attempts.filter((time) => now - time < limits.windowMs);
  const last = attempts.at(-1);
  if (last !== undefined && now - last < limits.debounceMs) {
    return { verdict: 'debounced', state: { ...state, attempts } };
  }
  if (attempts.length >= limits.max) {
    return {
      verdict: 'rateLimited',
      state: { attempts: [], blockedUntil: now + limits.blockMs, messageUntil: now + limits.messageMs },
    };
  }
  return { verdict: 'allowed', state: { attempts: [...attempts, now], blockedUntil: 0, messageUntil: state.messageUntil } };
}

/** Whether the rate-limit message is on screen at `now`. */
export const messageVisible = (state: GuardState, now: number): boolean => now < state.messageUntil;

/** Whether submits are refused at `now`. */
export const isBlocked = (state: GuardState, now: number): boolean => now < state.blockedUntil;

const isNumberArray = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item));

/** Reads a stored state (sessionStorage keeps the block across reloads); anything malformed gives a fresh state. */
export function parseGuardState(raw: string | null): GuardState {
  if (!raw) return initialGuardState();
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return initialGuardState();
    const { attempts, blockedUntil, messageUntil } = value as Record<string, unknown>;
    if (!isNumberArray(attempts) || typeof blockedUntil !== 'number' || typeof messageUntil !== 'number') return initialGuardState();
    return { attempts, blockedUntil, messageUntil };
  } catch {
    return initialGuardState();
  }
}

const storageKey = (formId: string) => `tessellon-form-guard:${formId}`;

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Decides a submit of `formId` against the state kept in session storage, so the 3-minute block
 * holds across a reload; without storage the guard still holds for this page view's calls.
 */
export function guardSubmit(formId: string, now: number, storage = sessionStore()): { verdict: GuardVerdict; state: GuardState } {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(storageKey(formId)) ?? null;
  } catch {
    stored = null;
  }
  const decision = checkSubmit(parseGuardState(stored), now);
  try {
    storage?.setItem(storageKey(formId), JSON.stringify(decision.state));
  } catch {
    // Storage full or blocked.
  }
  return decision;
}
