import { storageKeys } from './config';

export const REDUCE_MOTION_CLASS = 'reduce-motion';
/** Set when the visitor turned motion on although the system asks for less. */
export const MOTION_OK_CLASS = 'motion-ok';

/**
 * Marks <html> with the motion state: the stored choice ("true"/"false") first, else the system
 * preference. It runs before first paint as the inline script below, generated from this very
 * function, so it may use nothing but its arguments and browser globals.
 */
export function applyStoredMotion(key: string, reduceClass: string, okClass: string): void {
  try {
    const stored = localStorage.getItem(key);
    const reduce = stored === 'true' || (stored !== 'false' && matchMedia('(prefers-reduced-motion: reduce)').matches);
    const classes = document.documentElement.classList;
    if (reduce) classes.add(reduceClass);
    else if (stored === 'false') classes.add(okClass);
  } catch {
    // Storage blocked: the CSS media query alone decides.
  }
}

/** The inline <head> script: it must not wait for any bundle. */
export const motionBootstrapScript = `(${applyStoredMotion.toString()})(${[storageKeys.reduceMotion, REDUCE_MOTION_CLASS, MOTION_OK_CLASS]
  .map((value) => JSON.stringify(value))
  .join(',')})`;
