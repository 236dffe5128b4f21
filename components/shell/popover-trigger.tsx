import type { ComponentProps } from 'react';

/** The button that opens a popover (the language dialog, the theme menu) and says whether it is open. */
export function PopoverTrigger({ popup, open, controls, ...props }: ComponentProps<'button'> & { popup: 'menu' | 'dialog'; open: boolean; controls: string }) {
  return <button type="button" aria-haspopup={popup} aria-expanded={open} aria-controls={open ? controls : undefined} {...props} />;
}
