'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PREFETCH_LINK_LIFETIME } from '@/lib/constants';
import { internalHref } from '@/lib/links';

/**
 * Site-wide link handling for plain anchors (framework links handle themselves): a click on an
 * internal link navigates client-side unless a modifier key is held, a target is set or the link
 * sits inside [data-no-intercept]; hovering an internal link prefetches it, and the prefetch hint
 * is removed again after 5 seconds.
 */
export function LinkBehavior() {
  const router = useRouter();

  useEffect(() => {
    const hints = new Map<string, HTMLLinkElement>();

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor && internalHref(anchor, window.location);
      if (!href) return;
      event.preventDefault();
      router.push(href);
    };

    const onHover = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor && internalHref(anchor, window.location);
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

    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onHover, { passive: true });
    document.addEventListener('focusin', onHover);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onHover);
      document.removeEventListener('focusin', onHover);
      hints.forEach((link) => link.remove());
    };
  }, [router]);

  return null;
}
