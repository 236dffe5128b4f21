'use client';

import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes an element's height on <html> as the custom property `property` (`<height + gap>px`,
 * `0px` while it has no height), measured before paint and again as it resizes, and removed when
 * the element goes. `remount` names what mounts or unmounts the element (the effect runs again).
 */
export function useRootHeight(ref: RefObject<HTMLElement | null>, property: string, { gap = 0, remount }: { gap?: number; remount?: unknown } = {}) {
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const update = () => root.style.setProperty(property, element.offsetHeight ? `${element.offsetHeight + gap}px` : '0px');
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property, gap, remount]);
}
