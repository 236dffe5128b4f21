/**
 * Subscriptions for `useSyncExternalStore`: browser state read during render without copying it
 * into React state in an effect.
 */

/** For values that never change after hydration (such as "we are in the browser"). */
export function noSubscription(): () => void {
  return () => {};
}

/** Calls back whenever the class list of <html> changes (theme and motion classes live there). */
export function subscribeToRootClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Calls back whenever focus moves (into, out of or within the page). */
export function subscribeToFocus(onChange: () => void): () => void {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}
