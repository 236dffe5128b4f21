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

/** A box on the screen, in viewport pixels. */
export type ScreenBox = { left: number; top: number; width: number; height: number };

/**
 * Whether a form lies under the floating Back and Home buttons' box: any of six points across it
 * hits a form (a field, a label, a button or the form's own box), a form control outside one, or a
 * group of tabs or radios, other than the floating layer itself. They step aside then, as they do
 * while a control has focus: at first sight of a sign-in form they sat over its password field,
 * and a click meant for the field went back a page.
 */
export function coversForm(box: ScreenBox, elementsAt: (x: number, y: number) => Element[], layer: Element): boolean {
  const xs = [box.left + 4, box.left + box.width / 2, box.left + box.width - 4];
  const ys = [box.top + 4, box.top + box.height - 4];
  return xs.some((x) =>
    ys.some((y) => elementsAt(x, y).some((element) => !layer.contains(element) && (isFormControl(element) || element.closest('form, [role="tablist"], [role="radiogroup"]') !== null))),
  );
}
