'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { PREFETCH_LINK_LIFETIME } from '@/lib/constants';
import { browserConnection, pageLoadTimeout } from '@/lib/lazy';
import { internalHref } from '@/lib/links';
import { shouldFocusMain } from '@/lib/navigation-focus';

const unmodified = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Site-wide link handling (spec 2.1):
 * - a click on an internal link navigates client-side unless a modifier key is held, a target is
 *   set or the link sits inside [data-no-intercept] (framework links already do this themselves);
 * - while the next page is on its way a loading indicator shows; it clears when the page arrives;
 * - hovering or focusing an internal link prefetches it, and the prefetch hint lives 5 seconds;
 * - when the new page has arrived, focus moves to its main content (lib/navigation-focus.ts).
 *
 * The indicator is driven from here rather than a root loading.tsx: a Suspense boundary around
 * every page would stream unknown paths with status 200 instead of 404.
 */
export function LinkBehavior() {
  const t = useTranslations('Common');
  const router = useRouter();
  const pathname = usePathname();
  const [pending, setPending] = useState(false);
  const [settledPath, setSettledPath] = useState(pathname);
  const focusedPath = useRef(pathname);
  const navigatingLink = useRef<HTMLAnchorElement | null>(null);
  // The navigation finished when the path changed: adjust state during render, not in an effect.
  if (settledPath !== pathname) {
    setSettledPath(pathname);
    setPending(false);
  }

  // A navigation that never completes (offline, server gone) must not spin forever: it gives up
  // after the spec's page load timeout for this connection.
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setPending(false), pageLoadTimeout(browserConnection()));
    return () => window.clearTimeout(timer);
  }, [pending]);

  useEffect(() => {
    if (focusedPath.current === pathname) return;
    focusedPath.current = pathname;
    const origin = navigatingLink.current;
    navigatingLink.current = null;
    // After the frame that shows the new page, and after a closing menu has restored its focus.
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const main = document.getElementById('main');
        if (main && shouldFocusMain(main, document.activeElement, origin)) main.focus({ preventScroll: true });
      });
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [pathname]);

  useEffect(() => {
    const hints = new Map<string, HTMLLinkElement>();
    const navigating = (event: Event) => {
      const anchor = (event.target instanceof Element ? event.target.closest('a') : null);
      // A link that a script has turned into a popup's opener (the header's search link) is not a navigation.
      const href = anchor && !anchor.hasAttribute('aria-haspopup') ? internalHref(anchor, window.location) : null;
      return anchor && href ? { anchor, href } : null;
    };
    const target = (event: Event) => navigating(event)?.href ?? null;

    const onClickCapture = (event: MouseEvent) => {
      const link = unmodified(event) ? navigating(event) : null;
      if (link && link.href.split('#')[0] !== `${window.location.pathname}${window.location.search}`) {
        setPending(true);
        navigatingLink.current = link.anchor;
      }
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !unmodified(event)) return;
      const href = target(event);
      if (!href) return;
      event.preventDefault();
      router.push(href);
    };
    const onHover = (event: Event) => {
      const href = target(event);
      if (!href || hints.has(href)) return;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      link.dataset.hoverPrefetch = '';
      document.head.appendChild(link);
      hints.set(href, link);
      router.prefetch(href);
      window.setTimeout(() => {
        link.remove();
        hints.delete(href);
      }, PREFETCH_LINK_LIFETIME);
    };

    // Marks the interactive shell as live (used by end-to-end tests to wait for hydration).
    document.documentElement.setAttribute('data-shell-ready', '');
    document.addEventListener('click', onClickCapture, true);
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onHover, { passive: true });
    document.addEventListener('focusin', onHover);
    return () => {
      document.removeEventListener('click', onClickCapture, true);
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onHover);
      document.removeEventListener('focusin', onHover);
      hints.forEach((link) => link.remove());
    };
  }, [router]);

  if (!pending) return null;
  return (
    <div role="status" aria-live="polite" data-testid="page-loading" className="pointer-events-none fixed inset-x-0 top-0 z-[70]">
      <div className="h-0.5 overflow-hidden bg-signal/20">
        <div className="h-full w-1/3 animate-[progress_1.1s_ease-in-out_infinite] bg-signal" />
      </div>
      <span className="absolute end-4 top-3 h-5 w-5 animate-[spin_0.8s_linear_infinite] rounded-full border-2 border-line border-t-signal" aria-hidden="true" />
      <span className="sr-only">{t('loadingPage')}</span>
    </div>
  );
}
