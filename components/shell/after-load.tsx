'use client';

import { useEffect, useState } from 'react';
import { browserOnly } from '@/components/ui/browser-only';
import { Optional } from '@/components/ui/optional';
import { whenIdle } from '@/lib/idle';

/**
 * The leaves nothing needs before a page is interactive: the consent manager (it decides on idle
 * anyway), the update watcher, monitoring, the assistant's floating button, the search shortcut
 * (the header's search link works as a link until then), the Back/Home buttons, the offline
 * banner and the toast hosts (toasts raised earlier wait in their stores). They share one chunk, fetched once the browser is idle, so they cost no first-load
 * JavaScript. The chunk is fetched with the spec's retries; if it still cannot be had (offline, a
 * deploy in between), the page goes on without them rather than failing.
 */
const Leaves = browserOnly(() => import('./after-load-leaves'));

export function AfterLoad() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready ? (
    <Optional>
      <Leaves />
    </Optional>
  ) : null;
}
