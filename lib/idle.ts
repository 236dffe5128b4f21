/**
 * Resolves once the browser is idle (at the latest after `timeout` ms), or at once where there is
 * no window (server rendering), so a lazily loaded part renders in full on the server.
 */
export function whenIdle(timeout = 1500): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else window.setTimeout(resolve, 1);
  });
}
