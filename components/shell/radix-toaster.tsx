'use client';

import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { dismissToast, type Toast } from '@/lib/toast/store';
import { useRootHeight } from './use-root-height';

/** The root property holding the height of this toaster's stack; the stacked toaster sits above it. */
export const RADIX_STACK = '--radix-toasts';

export function RadixToaster({ toasts }: { toasts: Toast[] }) {
  const t = useTranslations('Common');
  const viewport = useRef<HTMLOListElement>(null);
  // The stacked toaster (sonner) shares the bottom end corner: it rises by this stack's height
  // (plus a gap) so that the two never overlap.
  useRootHeight(viewport, RADIX_STACK, { gap: 8 });
  return (
    <ToastPrimitive.Provider swipeDirection={typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'left' : 'right'}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.open}
          duration={toast.duration}
          onOpenChange={(open) => (open ? undefined : dismissToast(toast.id))}
          data-variant={toast.variant}
          data-testid="toast"
          className={cn(
            'grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-1 rounded-2xl border p-4 shadow-2xl',
            // text-canvas, not white: white on the dark theme's light rose (--security: #f59ab6) was 2:1.
            // Its buttons' focus ring in the text's colour: the site's blue ring on that red was 1.1:1.
            toast.variant === 'destructive' ? 'border-security bg-security text-canvas [&_button]:[--focus:currentColor]' : 'border-line bg-surface text-ink',
          )}
        >
          {toast.title ? <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title> : null}
          <ToastPrimitive.Close aria-label={t('close')} className="row-span-2 inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-black/10">
            <Icon name="close" size={16} />
          </ToastPrimitive.Close>
          {toast.description ? <ToastPrimitive.Description className="text-sm opacity-90">{toast.description}</ToastPrimitive.Description> : null}
          {toast.action ? (
            <ToastPrimitive.Action altText={toast.action.label} asChild>
              <button type="button" onClick={toast.action.onClick} className="col-span-2 mt-2 justify-self-start rounded-full border border-current px-3 py-1.5 text-sm font-medium">
                {toast.action.label}
              </button>
            </ToastPrimitive.Action>
          ) : null}
        </ToastPrimitive.Root>
      ))}
      {/* Above the assistant button (bottom-20) and scroll to top (bottom-4), never over them; lifted
          above the cookie banner with them (--float-lift): on a phone "Access Denied" covered the banner's text. */}
      <ToastPrimitive.Viewport ref={viewport} data-testid="toast-viewport" className="fixed end-4 bottom-36 z-[80] [transform:var(--float-lift)] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
}
