'use client';

import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { loadComponentModule } from '@/lib/lazy';
import { useHydrated } from './use-hydrated';

/**
 * A component fetched in the browser when it is first rendered, after hydration (with the spec's
 * retries); the server's HTML and the hydrating render show `fallback` (default nothing) until it is
 * in: the forms behind their placeholder, the dialogs and notices that open on demand. Not `next/dynamic({ ssr: false })`,
 * whose loader machinery cost each page that referenced it 1.6 KB of first-load JavaScript, nor
 * React's `lazy` under a Suspense boundary: React holds a boundary's content for up to 300 ms after
 * its fallback showed (its fallback throttle), which kept every form behind its placeholder about
 * 300 ms longer than its chunk took.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component; its props are read back below.
export function browserOnly<M extends { default: ComponentType<any> }>(loader: () => Promise<M>) {
  type P = ComponentProps<M['default']>;
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const load = () =>
    (pending ??= loadComponentModule(loader).then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function BrowserOnly({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const hydrated = useHydrated();
    const [, setLoaded] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      load().then(
        () => live && setLoaded(true),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, []);
    // A chunk that could not be had even after the retries goes to the nearest error boundary, as a lazy component's would.
    if (failure) throw failure.error;
    const Loaded = loaded;
    return hydrated && Loaded ? <Loaded {...(props as P)} /> : fallback;
  }
  /** Fetches the chunk ahead of the first render (a hover, an idle moment); a failure is left to that render. */
  BrowserOnly.preload = () => void load().catch(() => undefined);
  return BrowserOnly;
}
