'use client';

import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { hasOwnSectionHeader, initialHeaderState, nextHeaderState } from '@/lib/scroll';

/**
 * Drives the server-rendered header through data attributes, so the header itself ships no
 * JavaScript: data-hidden (scrolling down), data-solid (after 20px), data-section (the desktop
 * header yields to a section header on /hubs/ and /blog).
 */
export function HeaderBehavior({ targetId }: { targetId: string }) {
  const pathname = usePathname();

  useEffect(() => {
    const header = document.getElementById(targetId);
    if (!header) return;
    header.toggleAttribute('data-section', hasOwnSectionHeader(pathname));
  }, [pathname, targetId]);

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
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [targetId]);

  return null;
}
