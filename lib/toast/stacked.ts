/**
 * The stacked toaster (sonner): up to three notices at once, 4 s each. Calls made before the
 * toaster has loaded are queued, so sonner stays out of first-load JavaScript until used.
 */
export type StackedNotice = { message: string; description?: string; kind?: 'default' | 'success' | 'error' };

type Listener = (notice: StackedNotice) => void;
const queue: StackedNotice[] = [];
let listener: Listener | null = null;
const wakers = new Set<() => void>();

export function notify(notice: StackedNotice) {
  if (listener) listener(notice);
  else {
    queue.push(notice);
    wakers.forEach((wake) => wake());
  }
}

/** The host calls this once sonner is loaded; queued notices are delivered at once. */
export function attachStackedListener(next: Listener): () => void {
  listener = next;
  queue.splice(0).forEach(next);
  return () => {
    if (listener === next) listener = null;
  };
}

/** Lets the host know a first notice is waiting, so it can load the toaster. */
export function onFirstNotice(wake: () => void): () => void {
  if (queue.length) wake();
  wakers.add(wake);
  return () => wakers.delete(wake);
}
