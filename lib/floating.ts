import { BREAKPOINT_MOBILE_HEADER, FLOATING_REAPPEAR_DESKTOP, FLOATING_REAPPEAR_MOBILE, SCROLL_TO_TOP_THRESHOLD } from './constants';

/** How long the Back and Home buttons stay hidden after the last downward scroll. */
export function reappearDelay(viewportWidth: number): number {
  return viewportWidth >= BREAKPOINT_MOBILE_HEADER ? FLOATING_REAPPEAR_DESKTOP : FLOATING_REAPPEAR_MOBILE;
}

/** The scroll-to-top button: past 300px of scroll, and only at 1024px and wider. */
export function showScrollToTop(scrollY: number, viewportWidth: number): boolean {
  return scrollY > SCROLL_TO_TOP_THRESHOLD && viewportWidth >= BREAKPOINT_MOBILE_HEADER;
}
