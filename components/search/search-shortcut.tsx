'use client';

import { browserOnly } from '@/components/ui/browser-only';
import { useEffect, useState } from 'react';
import { isSearchShortcut, launcherOf, SEARCH_LAUNCHER_ATTRIBUTE, SEARCH_LAUNCHER_READY } from '@/lib/search/shortcut';

// The dialog's code loads on first use only.
const SearchDialog = browserOnly(() => import('./search-dialog').then((module) => ({ default: module.SearchDialog })));

/**
 * Loaded on idle (AfterLoad): turns the header's search link into the dialog's opener and listens
 * for the `/` and Ctrl/Cmd+K shortcut. A click with a modifier key still opens /search as a link.
 */
export function SearchShortcut() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const launchers = [...document.querySelectorAll<HTMLElement>(`[${SEARCH_LAUNCHER_ATTRIBUTE}]`)];
    for (const launcher of launchers) {
      launcher.setAttribute('aria-haspopup', 'dialog');
      launcher.setAttribute(SEARCH_LAUNCHER_READY, '');
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      if (!launcherOf(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    // Capture phase: ahead of React's own listeners, so next/link sees the click already handled.
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick, true);
      for (const launcher of launchers) {
        launcher.removeAttribute('aria-haspopup');
        launcher.removeAttribute(SEARCH_LAUNCHER_READY);
      }
    };
  }, []);

  return open ? <SearchDialog onClose={() => setOpen(false)} /> : null;
}
