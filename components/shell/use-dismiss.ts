'use client';

import { useEffect, type RefObject } from 'react';
import { isComposingKey } from '@/lib/input-method';

/**
 * Closes a popover on Escape (returning focus to its trigger), on a click outside it, and when
 * focus moves outside it and its trigger (Tab past its last item, as the APG menu pattern has it;
 * a window losing focus moves no focus, so switching apps leaves it open). The
 * Escape is consumed (default prevented): inside the mobile menu's modal <dialog> it would
 * otherwise also close the whole menu.
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // While an input method composes (the language search in Japanese...), Escape cancels the composition only.
      if (event.key !== 'Escape' || isComposingKey(event)) return;
      event.stopPropagation();
      event.preventDefault();
      close();
      trigger.current?.focus();
    };
    // A press or focus anywhere but the popover and its trigger.
    const onOutside = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && !container.current?.contains(target) && !trigger.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, container, trigger, close]);
}

/** Moves focus among a list's items with the arrow keys, Home and End. */
export function moveFocus(event: React.KeyboardEvent, items: HTMLElement[]) {
  if (!items.length) return;
  const active = document.activeElement;
  const index = active instanceof HTMLElement ? items.indexOf(active) : -1;
  let next = -1;
  if (event.key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % items.length;
  else if (event.key === 'ArrowUp') next = index <= 0 ? items.length - 1 : index - 1;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  if (next < 0) return;
  event.preventDefault();
  items[next]?.focus();
}
