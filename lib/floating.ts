import { BREAKPOINT_MOBILE_HEADER, FLOATING_REAPPEAR_DESKTOP, FLOATING_REAPPEAR_MOBILE, SCROLL_TO_TOP_THRESHOLD } from './constants';

/** How long the Back and Home buttons stay hidden after the last downward scroll. */
export function reappearDelay(viewportWidth: number): number {
  return viewportWidth >= BREAKPOINT_MOBILE_HEADER ? FLOATING_REAPPEAR_DESKTOP : FLOATING_REAPPEAR_MOBILE;
}

/** The scroll-to-top button: past 300px of scroll, and only at 1024px and wider. */
export function showScrollToTop(scrollY: number, viewportWidth: number): boolean {
  return scrollY > SCROLL_TO_TOP_THRESHOLD && viewportWidth >= BREAKPOINT_MOBILE_HEADER;
}

/**
 * Whether the focused element is a form's field or button. While it is, the floating buttons step
 * aside, so they never sit over the control the visitor is using (WCAG 2.2, 2.4.11 Focus Not
 * Obscured) nor take a click meant for a form's submit button.
 */
export function isFormControl(element: Element | null): boolean {
  if (!element) return false;
  return element.matches('input, textarea, select, [contenteditable="true"], [contenteditable=""]') || (element.matches('button') && element.closest('form') !== null);
}
