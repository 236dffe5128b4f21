'use client';

import { useEffect, type RefObject } from 'react';
import { isComposingKey } from '@/lib/input-method';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Opens a <dialog> as a modal on mount and closes it on unmount, focusing `initial` first and
 * returning focus to where it was. Tab and Shift+Tab cycle inside it (a modal dialog alone lets
 * focus leave for the browser's own interface), and Escape calls `onClose` even from a search
 * field, whose own Escape would only clear it (but not while an input method is composing).
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, initial: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    initial.current?.focus();
    return () => {
      if (element.open) element.close();
      previous?.focus();
    };
  }, [dialog, initial]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // While an input method composes (Japanese, Chinese...), Escape cancels the composition only.
      if (isComposingKey(event)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) => node.offsetParent !== null || node === document.activeElement);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || !element.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !element.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [dialog, onClose]);
}
