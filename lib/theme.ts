import { storageKeys } from './storage-keys';
import { THEME_DEFAULT } from './constants';

/**
 * The inline <head> script that applies the stored theme (or the system's, for "system") to <html>
 * before first paint: the class next-themes manages and the matching color-scheme. The site runs
 * this instead of next-themes' own inline script, whose text is generated from a function's
 * source by each bundle and so cannot be hashed ahead of time for the per-request pages' policy.
 */
export const themeBootstrapScript =
  `(function(k,d){var h=document.documentElement;try{var t=localStorage.getItem(k)||d;` +
  `if(t==='system')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';` +
  `if(t!=='dark')t='light';h.classList.remove('light','dark');h.classList.add(t);h.style.colorScheme=t}catch(e){}})` +
  `(${JSON.stringify(storageKeys.theme)},${JSON.stringify(THEME_DEFAULT)})`;
