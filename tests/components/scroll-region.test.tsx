import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** jsdom lays nothing out: each test gives the box its sizes, and a ResizeObserver it can fire. */
let resize: () => void = () => {};
beforeEach(() => {
  globalThis.ResizeObserver = class {
    constructor(callback: () => void) {
      resize = callback;
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});

function size(element: HTMLElement, sizes: Partial<Record<'scrollWidth' | 'clientWidth' | 'scrollHeight' | 'clientHeight', number>>) {
  for (const [key, value] of Object.entries(sizes)) Object.defineProperty(element, key, { configurable: true, value });
}

describe('ScrollRegion', () => {
  it('is a tab stop while its table is wider than the box, and none while the table fits', () => {
    render(
      <ScrollRegion role="region" aria-label="Datasheets">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Datasheets' });
    // Measured on mount: jsdom lays out nothing, so the table fits (0 of 0) and the stop is dropped.
    expect(region).not.toHaveAttribute('tabindex');
    size(region, { scrollWidth: 900, clientWidth: 360 }); // a phone: the table is wider
    act(() => resize());
    expect(region).toHaveAttribute('tabindex', '0');
    size(region, { clientWidth: 1000 }); // the window grew: the table fits
    act(() => resize());
    expect(region).not.toHaveAttribute('tabindex');
  });

  it('keeps the stop in the pre-rendered HTML, where its size is not known yet', () => {
    const html = renderToStaticMarkup(
      <ScrollRegion role="region" aria-label="Datasheets">
        <table />
      </ScrollRegion>,
    );
    expect(html).toContain('tabindex="0"');
  });

  it('follows the height for an aside that scrolls vertically, and renders the element asked for', () => {
    const { container } = render(
      <ScrollRegion as="aside" axis="y" aria-label="Chapters">
        <p>Chapter one</p>
      </ScrollRegion>,
    );
    const aside = container.querySelector('aside');
    if (!aside) throw new Error('no aside');
    size(aside, { scrollHeight: 400, clientHeight: 400, scrollWidth: 900, clientWidth: 300 });
    act(() => resize());
    expect(aside).not.toHaveAttribute('tabindex');
    size(aside, { scrollHeight: 1200 });
    act(() => resize());
    expect(aside).toHaveAttribute('tabindex', '0');
  });
});
