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
