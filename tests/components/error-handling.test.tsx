import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { StrictMode } from 'react';
import { RouteError } from '@/components/shell/route-error';
import { ErrorMonitor } from '@/components/shell/error-monitor';
import { SESSION_KEYS } from '@/lib/chunk-errors';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import type { Locale } from '@/lib/i18n/locales';

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({ ...jest.requireActual('@/lib/i18n/navigation'), useRouter: () => ({ push }) }));

const wrap = (ui: React.ReactNode, { locale = 'en', messages = en }: { locale?: Locale; messages?: typeof en } = {}) =>
  render(
    <StrictMode>
      <NextIntlClientProvider locale={locale} messages={messages}>
        {ui}
      </NextIntlClientProvider>
    </StrictMode>,
  );

const chunkError = () => Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('route error boundary', () => {
  it('shows Loading Update for a tolerated chunk error and counts it once, even rendered twice', () => {
    const error = chunkError();
    wrap(<RouteError error={error} reset={() => {}} />);
    expect(screen.getByText(en.Errors.loadingUpdateTitle)).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.chunkErrors)).toBe('1');
  });

  it('does not count the same error again when the window listener sees it too', () => {
    const error = chunkError();
    wrap(
      <>
        <ErrorMonitor />
        <RouteError error={error} reset={() => {}} />
      </>,
    );
    act(() => void window.dispatchEvent(new ErrorEvent('error', { message: `${error.name}: ${error.message}`, error })));
    expect(sessionStorage.getItem(SESSION_KEYS.chunkErrors)).toBe('1');
  });

  it('shows Loading Issue once chunk errors are past the tolerated ones; Try Again clears caches and session storage and renders again', async () => {
    sessionStorage.setItem(SESSION_KEYS.chunkErrors, '2');
    sessionStorage.setItem('unrelated', 'kept until Try Again');
    const deleted: string[] = [];
    Object.assign(globalThis, {
      caches: { keys: async () => ['pages-1', 'static-1'], delete: async (name: string) => deleted.push(name) > 0 },
    });
    const reset = jest.fn();
    wrap(<RouteError error={chunkError()} reset={reset} />);
    expect(screen.getByText(en.Errors.loadingIssueTitle)).toBeInTheDocument();
    expect(screen.getByText(en.Errors.loadingIssueBody)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.Errors.goToHomepage }));
    expect(push).toHaveBeenCalledWith('/');
    fireEvent.click(screen.getByRole('button', { name: en.Errors.tryAgain }));
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    expect(deleted).toEqual(['pages-1', 'static-1']);
    expect(sessionStorage.getItem('unrelated')).toBeNull();
    delete (globalThis as { caches?: unknown }).caches;
  });

  it("Go Home leaves for the home page of the page's language, replacing the history entry", () => {
    const leave = jest.fn();
    wrap(<RouteError error={new Error('boom')} reset={() => {}} leave={leave} />, { locale: 'de', messages: de });
    fireEvent.click(screen.getByRole('button', { name: de.Errors.goHome }));
    expect(leave).toHaveBeenCalledWith('/de');
    leave.mockClear();
    wrap(<RouteError error={new Error('boom')} reset={() => {}} leave={leave} />);
    fireEvent.click(screen.getAllByRole('button', { name: en.Errors.goHome }).at(-1)!);
    expect(leave).toHaveBeenCalledWith('/');
  });

  it('shows Something went wrong for any other error, and counts nothing', () => {
    wrap(<RouteError error={new TypeError('Failed to fetch')} reset={() => {}} />);
    expect(screen.getByText(en.Errors.somethingWrongTitle)).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.chunkErrors)).toBeNull();
  });
});
