'use client';

import { useEffect } from 'react';
import { initialHeaderState, nextHeaderState } from '@/lib/scroll';

/**
 * Drives the server-rendered header through data attributes, so the header itself ships no
 * JavaScript: data-hidden (scrolling down) and data-solid (after 20px).
 */
export function HeaderBehavior({ targetId }: { targetId: string }) {
  useEffect(() => {
    const header = document.getElementById(targetId);
    if (!header) return;
    let state = initialHeaderState;
    let frame = 0;
    const update = () => {
      frame = 0;
      state = nextHeaderState(state, window.scrollY, window.innerWidth);
      header.toggleAttribute('data-hidden', state.hidden && !header.contains(document.activeElement));
      header.toggleAttribute('data-solid', state.solid);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    // Tabbing into the slid-away header (from the skip links, or Shift+Tab up the page) brings it
    // back, so the focused control is on screen (WCAG 2.4.11); once focus leaves, scrolling decides
    // again. `update` reads where focus is in the next frame.
    header.addEventListener('focusin', onScroll);
    header.addEventListener('focusout', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', onScroll);
      header.removeEventListener('focusout', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [targetId]);

  return null;
}
