import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from '../constants';

/** The one-at-a-time toast (spec 3 and 4): added, updated, dismissed, then removed after a delay. */
export type ToastAction = { label: string; onClick: () => void };
export type ToastVariant = 'default' | 'destructive';
/** `duration`: milliseconds before it closes by itself (the toaster pauses it while hovered or focused); Infinity keeps it until closed. */
export type Toast = { id: string; title?: string; description?: string; action?: ToastAction; open: boolean; variant: ToastVariant; duration?: number };
export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

type Event =
  | { type: 'ADD_TOAST'; toast: Toast }
  | { type: 'UPDATE_TOAST'; toast: Partial<Toast> & { id: string } }
  | { type: 'DISMISS_TOAST'; id?: string }
  | { type: 'REMOVE_TOAST'; id?: string };

export function reducer(state: Toast[], event: Event): Toast[] {
  switch (event.type) {
    case 'ADD_TOAST':
      return [event.toast, ...state].slice(0, TOAST_LIMIT);
    case 'UPDATE_TOAST':
      return state.map((toast) => (toast.id === event.toast.id ? { ...toast, ...event.toast } : toast));
    case 'DISMISS_TOAST':
      return state.map((toast) => (event.id === undefined || toast.id === event.id ? { ...toast, open: false } : toast));
    case 'REMOVE_TOAST':
      return event.id === undefined ? [] : state.filter((toast) => toast.id !== event.id);
  }
}

let state: Toast[] = [];
let counter = 0;
const listeners = new Set<(toasts: Toast[]) => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(event: Event) {
  state = reducer(state, event);
  if (event.type === 'DISMISS_TOAST') {
    for (const toast of state) {
      if (toast.open || removals.has(toast.id)) continue;
      removals.set(
        toast.id,
        setTimeout(() => {
          removals.delete(toast.id);
          dispatch({ type: 'REMOVE_TOAST', id: toast.id });
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
  listeners.forEach((listener) => listener(state));
}

export function toast(input: ToastInput) {
  const id = String(++counter);
  dispatch({ type: 'ADD_TOAST', toast: { variant: 'default', ...input, id, open: true } });
  return {
    id,
    update: (next: Partial<ToastInput>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
    dismiss: () => dispatch({ type: 'DISMISS_TOAST', id }),
  };
}

export const dismissToast = (id?: string) => dispatch({ type: 'DISMISS_TOAST', id });

export function subscribeToasts(listener: (toasts: Toast[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = () => state;
