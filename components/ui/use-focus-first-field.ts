import { useEffect, useMemo, useRef, type RefObject } from 'react';

/** A form's first field a person would type in: not hidden, not a honeypot taken out of the tab order. */
export const FIRST_FIELD = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea';

/**
 * For a control that replaces itself with a form (Sign out, Send another): once asked, focus goes to
 * the form's first field when the form is shown, instead of falling back to the page's start with
 * the removed button. Ask before the change that shows the form, since it can arrive first.
 */
export function useFocusFirstField(form: RefObject<HTMLElement | null>, shown: boolean) {
  const wanted = useRef(false);
  useEffect(() => {
    if (!shown || !wanted.current) return;
    wanted.current = false;
    form.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [form, shown]);
  return useMemo(
    () => ({
      request: () => void (wanted.current = true),
      cancel: () => void (wanted.current = false),
    }),
    [],
  );
}
