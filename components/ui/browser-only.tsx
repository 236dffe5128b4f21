'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { withRetries } from '@/lib/lazy';
import { useHydrated } from './use-hydrated';

/**
 * A component fetched in the browser after hydration (with the spec's retries); the server's HTML
 * and the hydrating render show `fallback` until it is in. Not `next/dynamic({ ssr: false })`,
 * whose loader machinery cost each page that referenced it 1.6 KB of first-load JavaScript, nor
 * React's `lazy` under a Suspense boundary: React holds a boundary's content for up to 300 ms after
 * its fallback showed (its fallback throttle), which kept every form behind its placeholder about
 * 300 ms longer than its chunk took.
 */
export function browserOnly<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const load = () =>
    (pending ??= withRetries(loader).then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  return function BrowserOnly({ fallback, ...props }: P & { fallback: ReactNode }) {
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
  };
}
