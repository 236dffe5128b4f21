import { storageKeys } from './storage-keys';

export const REDUCE_MOTION_CLASS = 'reduce-motion';
/** Set when the visitor turned motion on although the system asks for less. */
export const MOTION_OK_CLASS = 'motion-ok';

/**
 * The inline <head> script that marks <html> with the motion state before first paint: the stored
 * choice ("true"/"false") first, else the system preference; when storage is blocked the CSS media
 * query alone decides. A literal string, not a function's source, so its text (and the hash that
 * allows it under the site's script policy) is the same in every bundle that imports it.
 */
export const motionBootstrapScript =
  `(function(k,r,o){try{var s=localStorage.getItem(k),c=document.documentElement.classList;` +
  `if(s==='true'||(s!=='false'&&matchMedia('(prefers-reduced-motion: reduce)').matches))c.add(r);` +
  `else if(s==='false')c.add(o)}catch(e){}})(${[storageKeys.reduceMotion, REDUCE_MOTION_CLASS, MOTION_OK_CLASS].map((value) => JSON.stringify(value)).join(',')})`;
