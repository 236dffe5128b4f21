import { useSyncExternalStore } from 'react';
import { noSubscription } from '@/lib/dom-subscriptions';

/**
 * False on the server and while React hydrates the server's HTML, true once the component is live
 * in the browser. Server-rendered islands mark their root with it (`data-ready`), so that tests and
 * guards wait for the moment a click does something instead of racing the island's lazy chunk.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
