import { act, render, screen } from '@testing-library/react';
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
  it('is a tab stop while its table is wider than the box, and none once the table fits', () => {
    // Sizes before the effect runs: the box measures them on mount.
    const measured = { scrollWidth: 900, clientWidth: 360 };
    const original = Object.getOwnPropertyDescriptors(HTMLElement.prototype);
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => measured.scrollWidth });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => measured.clientWidth });
    try {
      render(
        <ScrollRegion role="region" aria-label="Datasheets">
          <table />
        </ScrollRegion>,
      );
      const region = screen.getByRole('region', { name: 'Datasheets' });
      expect(region).toHaveAttribute('tabindex', '0');
      measured.clientWidth = 1000; // the window grew: the table fits
      act(() => resize());
      expect(region).not.toHaveAttribute('tabindex');
      measured.clientWidth = 300;
      act(() => resize());
      expect(region).toHaveAttribute('tabindex', '0');
    } finally {
      for (const key of ['scrollWidth', 'clientWidth'] as const) {
        const descriptor = original[key];
        if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
      }
    }
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
