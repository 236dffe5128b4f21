import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { LinkBehavior } from '@/components/shell/link-behavior';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch: jest.fn() }), usePathname: () => '/about' }));

/** The loading indicator of a navigation that never arrives, with `connection` as the browser's Network Information API. */
function startStuckNavigation(connection: { effectiveType?: string } | undefined) {
  Object.defineProperty(window.navigator, 'connection', { configurable: true, value: connection });
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <LinkBehavior />
      {/* A plain anchor on purpose: the site-wide handler is what is under test. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/research">Research</a>
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Research' }));
  expect(screen.getByTestId('page-loading')).toBeInTheDocument();
}

describe('LinkBehavior: the page load timeout by connection (spec 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window.navigator, 'connection');
  });

  it('gives up after 15 s on slow-2g, not before', () => {
    startStuckNavigation({ effectiveType: 'slow-2g' });
    act(() => jest.advanceTimersByTime(14_900));
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByTestId('page-loading')).toBeNull();
  });

  it('gives up after 8 s on 4g', () => {
    startStuckNavigation({ effectiveType: '4g' });
    act(() => jest.advanceTimersByTime(7_900));
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByTestId('page-loading')).toBeNull();
  });

  it('gives up after 10 s where the browser has no Network Information API', () => {
    startStuckNavigation(undefined);
    act(() => jest.advanceTimersByTime(9_900));
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByTestId('page-loading')).toBeNull();
  });
});
