import { DENIED_PARAM } from '../auth/guard';
import { toast } from './store';

/**
 * The proxy sends a visitor without the administrator role to /?denied=1 (spec 6): the destructive
 * toast, then the signal leaves the address (history replaced, so a reload does not repeat it).
 * Loaded on demand by the toast host only when the address carries the signal.
 */
export function showAccessDenied(title: string, description: string) {
  const url = new URL(window.location.href);
  if (url.searchParams.get(DENIED_PARAM) !== '1') return;
  toast({ variant: 'destructive', title, description });
  url.searchParams.delete(DENIED_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
