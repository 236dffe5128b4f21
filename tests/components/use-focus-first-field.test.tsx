import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useFocusFirstField } from '@/components/ui/use-focus-first-field';

/** A button that replaces itself with a form, as Sign out and Send another do. */
function Swap({ ask = true, cancelAfter = false }: { ask?: boolean; cancelAfter?: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState(false);
  const focus = useFocusFirstField(form, shown);
  if (shown)
    return (
      <form ref={form}>
        <input type="hidden" name="token" />
        <input name="website" tabIndex={-1} aria-label="Website" />
        <input name="email" aria-label="Email" />
      </form>
    );
  return (
    <button
      type="button"
      onClick={() => {
        if (ask) focus.request();
        if (cancelAfter) focus.cancel();
        setShown(true);
      }}
    >
      Replace
    </button>
  );
}

describe('useFocusFirstField', () => {
  it('moves focus to the first field a person types in, past hidden inputs and the honeypot', () => {
    render(<Swap />);
    screen.getByRole('button').focus();
    act(() => void fireEvent.click(screen.getByRole('button')));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('does nothing unless asked, or once the request is cancelled', () => {
    const { unmount } = render(<Swap ask={false} />);
    act(() => void fireEvent.click(screen.getByRole('button')));
    expect(document.body).toHaveFocus();
    unmount();
    render(<Swap cancelAfter />);
    act(() => void fireEvent.click(screen.getByRole('button')));
    expect(document.body).toHaveFocus();
  });
});
