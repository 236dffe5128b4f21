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
    const element = box.current!;
    const start = () => interacted();
    // Until the field has hydrated (its form carries data-ready), a submit must not post the page:
    // it is held, marked data-held, and the field sends it once its code is in (subscribe-field.tsx).
    const hold = (event: Event) => {
      const form = event.target as HTMLFormElement;
      if (!form.hasAttribute('data-ready')) {
        event.preventDefault();
        form.dataset.held = '';
      }
      start();
    };
    // No cleanup: the listeners are on this component's own element and go with it. Not passive:
    // neither event can scroll, and the hold must be able to cancel a submit.
    element.addEventListener('pointerdown', start);
    element.addEventListener('focusin', start);
    element.addEventListener('submit', hold, true);
  }, []);
  return (
    <div ref={box} className="contents">
      <Suspense>
        <SubscribeField {...props} />
      </Suspense>
    </div>
  );
}
