import { storageKeys } from './config';

export const REDUCE_MOTION_CLASS = 'reduce-motion';
/** Set when the visitor turned motion on although the system asks for less. */
export const MOTION_OK_CLASS = 'motion-ok';

/** Stored choice first ("true"/"false"), else the system preference. */
export function resolveReducedMotion(stored: string | null, systemPrefersReduced: boolean): boolean {
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return systemPrefersReduced;
}

/**
 * Runs before first paint (inline in <head>) so the page never flashes the wrong motion state.
 * Kept as a string: it must not wait for any bundle.
 */
export const motionBootstrapScript = `(function(){try{var s=localStorage.getItem(${JSON.stringify(storageKeys.reduceMotion)});var r=s==='true'||(s!=='false'&&matchMedia('(prefers-reduced-motion: reduce)').matches);var c=document.documentElement.classList;if(r)c.add(${JSON.stringify(REDUCE_MOTION_CLASS)});else if(s==='false')c.add(${JSON.stringify(MOTION_OK_CLASS)})}catch(e){}})()`;
