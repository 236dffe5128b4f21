import type { ComponentProps } from 'react';

/** The button that opens a popover (the language dialog, the theme menu) and says whether it is open. */
export function PopoverTrigger({ popup, open, controls, ...props }: ComponentProps<'button'> & { popup: 'menu' | 'dialog'; open: boolean; controls: string }) {
  return <button type="button" aria-haspopup={popup} aria-expanded={open} aria-controls={open ? controls : undefined} {...props} />;
}

/**
 * Which edge of the trigger a popover hangs from. 'settings-row' is for the settings page's rows
 * (components/forms/settings-panel.tsx): on phones the trigger sits under its text, indented 3.5rem
 * (ps-14) from the row's start, so the panel starts at the row's text edge and never runs past the
 * screen's end; from 640 px the trigger ends the row and the panel hangs from its end edge.
 */
export type PopoverAlign = 'start' | 'end' | 'settings-row';
export const POPOVER_ALIGN: Record<PopoverAlign, string> = {
  start: 'start-0',
  end: 'end-0',
  'settings-row': '-start-14 max-w-[calc(100vw-5.5rem)] sm:start-auto sm:end-0 sm:max-w-none',
};
