'use client';

import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import { whenIdle } from '@/lib/idle';
import { withRetries } from '@/lib/lazy';

let interacted: () => void = () => {};
const firstInteraction = new Promise<void>((resolve) => (interacted = resolve));

/**
 * The newsletter field's code (1.3 KB gzipped) is fetched once the browser is idle, or at the first
 * touch or focus of the field, whichever comes first, instead of with every page. The server
 * renders the whole field meanwhile (React sends it as an outlined Suspense boundary, 1 KB of
 * HTML), and React hydrates it when the code is in.
 */
const SubscribeField = lazy(() =>
  Promise.race([whenIdle(), firstInteraction])
    .then(() => withRetries(() => import('./subscribe-field')))
    .then((module) => ({ default: module.SubscribeField })),
);

export function SubscribeIsland(props: ComponentProps<typeof SubscribeField>) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const start = () => interacted();
    // Until the field has hydrated (its form carries data-ready), a submit must not post the page.
    const hold = (event: Event) => {
      if (!(event.target instanceof HTMLFormElement && event.target.hasAttribute('data-ready'))) event.preventDefault();
      start();
    };
    element.addEventListener('pointerdown', start, { passive: true });
    element.addEventListener('focusin', start);
    element.addEventListener('submit', hold, true);
    return () => {
      element.removeEventListener('pointerdown', start);
      element.removeEventListener('focusin', start);
      element.removeEventListener('submit', hold, true);
    };
  }, []);
  return (
    <div ref={box} className="contents">
      <Suspense>
        <SubscribeField {...props} />
      </Suspense>
    </div>
  );
}
