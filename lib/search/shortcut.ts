/** The keyboard shortcut that opens the search dialog: `/` outside text fields, or Ctrl/Cmd+K. */
export type ShortcutEvent = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null };

function isEditable(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object' || !('tagName' in target)) return false;
  const element = target as { tagName: unknown; isContentEditable?: unknown };
  const tag = String(element.tagName).toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || element.isContentEditable === true;
}

export function isSearchShortcut(event: ShortcutEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
}

/** Marks the header's search link; SearchShortcut adds the ready mark once it has taken it over. */
export const SEARCH_LAUNCHER_ATTRIBUTE = 'data-search-launcher';
export const SEARCH_LAUNCHER_READY = 'data-search-ready';

/** The search launcher a click landed in, if any. */
export function launcherOf(target: EventTarget | null): Element | null {
  return typeof Element !== 'undefined' && target instanceof Element ? target.closest(`[${SEARCH_LAUNCHER_ATTRIBUTE}]`) : null;
}
