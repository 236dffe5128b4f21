import { SESSION_IDLE, SESSION_IDLE_CHECK } from '../constants';

/** Spec 6 and 9: a 30-minute session-inactivity check, run every 60 s, that only logs a warning. */
export function isIdle(lastActivity: number, now: number, limit = SESSION_IDLE): boolean {
  return now - lastActivity >= limit;
}

export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Watches activity on `target` and calls `warn` once per idle stretch, checking every
 * SESSION_IDLE_CHECK ms. Returns a stop function.
 */
export function watchIdle(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>, warn: (idleMs: number) => void, now = () => Date.now()): () => void {
  let last = now();
  let warned = false;
  const touch = () => {
    last = now();
    warned = false;
  };
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, touch, { passive: true });
  const timer = setInterval(() => {
    if (!warned && isIdle(last, now())) {
      warned = true;
      warn(now() - last);
    }
  }, SESSION_IDLE_CHECK);
  return () => {
    clearInterval(timer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, touch);
  };
}
