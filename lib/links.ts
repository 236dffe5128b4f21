/**
 * The path to navigate to client-side for an anchor, or null when the browser should handle it:
 * another origin, a target, a download, a no-intercept marker, a file or an in-page anchor.
 */
export function internalHref(anchor: HTMLAnchorElement, location: Pick<Location, 'origin' | 'pathname' | 'search'>): string | null {
  if (!anchor.href) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.closest('[data-no-intercept]')) return null;
  const url = new URL(anchor.href, location.origin);
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether a navigation link points at the current page or one of its descendants. */
export function isActivePath(current: string, href: string): boolean {
  if (href === '/') return current === '/';
  return current === href || current.startsWith(`${href}/`);
}
