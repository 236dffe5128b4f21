import {
  BREAKPOINT_MOBILE_HEADER,
  NAV_HIDE_THRESHOLD_DESKTOP,
  NAV_HIDE_THRESHOLD_MOBILE,
  NAV_SOLID_AFTER,
  SCROLL_DIRECTION_CHANGE,
} from './constants';

export type HeaderState = { hidden: boolean; solid: boolean; anchorY: number; direction: 'up' | 'down' | null };

export const initialHeaderState: HeaderState = { hidden: false, solid: false, anchorY: 0, direction: null };

/**
 * Next header state for a scroll position. The direction only changes after the page moved
 * SCROLL_DIRECTION_CHANGE px from where it last turned, so trackpad jitter does not flicker the bar.
 */
export function nextHeaderState(previous: HeaderState, y: number, viewportWidth: number): HeaderState {
  const hideAfter = viewportWidth >= BREAKPOINT_MOBILE_HEADER ? NAV_HIDE_THRESHOLD_DESKTOP : NAV_HIDE_THRESHOLD_MOBILE;
  const solid = y > NAV_SOLID_AFTER;
  if (y <= hideAfter) return { hidden: false, solid, anchorY: y, direction: null };
  const delta = y - previous.anchorY;
  // Coming from within the threshold, the page can only have moved down: it hides at once, so the
  // jitter allowance does not push the threshold 10 px further.
  const fromTop = previous.anchorY <= hideAfter;
  if (!fromTop && Math.abs(delta) < SCROLL_DIRECTION_CHANGE) return { ...previous, solid };
  const direction = delta > 0 ? 'down' : 'up';
  return { hidden: direction === 'down', solid, anchorY: y, direction };
}
