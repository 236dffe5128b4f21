import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { PICKER_MAX_HEIGHT, PICKER_MENU_WIDTH } from '@/lib/constants';
import { POPOVER_ALIGN, type PopoverAlign } from './popover-trigger';

/** The spec's 320 by 500 px, never wider than the screen nor taller than the room under the header or above the menu's bar. */
const PANEL_SIZE = { width: `min(${PICKER_MENU_WIDTH}px, calc(100vw - 2rem))`, maxHeight: `min(${PICKER_MAX_HEIGHT}px, calc(100dvh - 9rem))` };

/**
 * The language picker's dialog box, placed by `align`. Shared by the panel (its own chunk) and by the
 * picker, which shows it empty and busy for the moment the panel's chunk is in flight, so the
 * trigger's `aria-controls` always names an element and a tap always shows something.
 */
export function LanguagePanelFrame({ align, className, ...props }: ComponentProps<'div'> & { id: string; align: PopoverAlign | 'bar'; 'aria-label': string }) {
  return (
    <div
      role="dialog"
      style={PANEL_SIZE}
      className={cn(
        'absolute z-50 flex flex-col rounded-2xl border border-line bg-surface p-2 shadow-xl',
        align === 'bar' ? 'start-3 bottom-full mb-2' : `top-12 ${POPOVER_ALIGN[align]}`,
        className,
      )}
      {...props}
    />
  );
}
