import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { SubmissionError } from '@/components/forms/feedback';

function renderError(state: Parameters<typeof SubmissionError>[0]['state']) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SubmissionError state={state} guardMessage={false} />
    </NextIntlClientProvider>,
  );
}

describe('SubmissionError', () => {
  it('says how many fields need attention, in the plural the count asks for', () => {
    renderError({ phase: 'invalid', count: 1 });
    expect(screen.getByText('1 field needs your attention.')).toBeInTheDocument();
  });

  // The first number format of a page loads ICU's data (about 60 ms on a phone at 4× throttling):
  // done on idle, so that a submit with errors does not pay it (docs/benchmarks.md, INP).
  it('formats the count once while the browser is idle, before any submit', async () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
    // Counts the number formats made (a Proxy keeps `new` and the statics working, as a spy does not).
    const original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      renderError({ phase: 'idle' });
      expect(idle).toHaveLength(1);
      expect(made).toBe(0);
      await act(async () => idle[0]?.());
      expect(made).toBeGreaterThan(0);
    } finally {
      Intl.NumberFormat = original;
      // @ts-expect-error jsdom has no requestIdleCallback: back to that
      delete window.requestIdleCallback;
    }
  });
});
