'use client';

import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';

type Props = {
  /** The element: a region box (tables), the article's aside or a page's "On this page". */
  as?: 'div' | 'aside' | 'nav';
  /** The direction it scrolls in when its content is larger than the box. */
  axis?: 'x' | 'y';
} & Omit<ComponentPropsWithoutRef<'div'>, 'tabIndex'>;

/** True when the box's content is larger than the box in that direction (1 px for rounding). */
export function overflows(element: HTMLElement, axis: 'x' | 'y'): boolean {
  return axis === 'x' ? element.scrollWidth > element.clientWidth + 1 : element.scrollHeight > element.clientHeight + 1;
}

/**
 * A box that scrolls when its content does not fit: a tab stop then, so that a keyboard can scroll
 * it (WCAG 2.1.1), and none when everything fits, where the stop would lead nowhere. The
 * pre-rendered HTML keeps the stop (no script yet, size unknown); after hydration the box follows
 * its size as the window or the content changes.
 */
export function ScrollRegion({ as: Element = 'div', axis = 'x', children, ...props }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(overflows(element, axis));
    check();
    if (typeof ResizeObserver === 'undefined') return;
    // The box's size (the window) and its content's (fonts, a part rendered after hydration).
    const resized = new ResizeObserver(check);
    resized.observe(element);
    for (const child of element.children) resized.observe(child);
    const changed = new MutationObserver(check);
    changed.observe(element, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [axis]);
  return (
    <Element ref={ref} tabIndex={scrolls ? 0 : undefined} {...props}>
      {children}
    </Element>
  );
}
