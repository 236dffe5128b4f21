'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * The leaves nothing needs before a page is interactive: the consent manager (it decides on idle
 * anyway), the update watcher, the assistant's floating button and the search shortcut (the
 * header's search link works as a link until then). They share one chunk, fetched
 * once the browser is idle, so they cost no first-load JavaScript.
 */
const Leaves = lazy(() => import('./after-load-leaves'));

export function AfterLoad() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const load = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 1500 });
      return () => cancelIdleCallback(id);
    }
    const id = window.setTimeout(load, 1);
    return () => window.clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Leaves />
    </Suspense>
  ) : null;
}
