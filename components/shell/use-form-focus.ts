'use client';

import { useSyncExternalStore } from 'react';
import { subscribeToFocus } from '@/lib/dom-subscriptions';
import { isFormControl } from '@/lib/floating';

/** True while a form control has focus: the floating buttons hide then (see `isFormControl`). */
export function useFormFocus(): boolean {
  return useSyncExternalStore(
    subscribeToFocus,
    () => isFormControl(document.activeElement),
    () => false,
  );
}
