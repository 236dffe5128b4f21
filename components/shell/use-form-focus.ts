'use client';

import { useSyncExternalStore } from 'react';
import { subscribeToFocus } from '@/lib/dom-subscriptions';
import { isFormControl } from '@/lib/floating';

/** A control inside a dialog: the dialog covers the page, so nothing floating is in its way. */
const inDialog = (element: Element | null) => Boolean(element?.closest('dialog, [role="dialog"]'));

/**
 * True while a form control has focus: the floating buttons hide then (see `isFormControl`).
 * With `outsideDialogs`, a control inside a dialog does not count: the assistant's launcher stays
 * focusable while its own panel's field has focus, so closing the panel with Escape can return
 * focus to it (an inert launcher dropped focus to <body>).
 */
export function useFormFocus({ outsideDialogs = false }: { outsideDialogs?: boolean } = {}): boolean {
  return useSyncExternalStore(
    subscribeToFocus,
    () => isFormControl(document.activeElement) && !(outsideDialogs && inDialog(document.activeElement)),
    () => false,
  );
}
