import { fireEvent, render, screen } from '@testing-library/react';
import GlobalError from '@/app/global-error';
import { ERROR_RETRY_CAP } from '@/lib/constants';

jest.mock('@/lib/log-later', () => ({ logLater: jest.fn() }));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('the root error screen', () => {
  it(`renders the route again ${ERROR_RETRY_CAP} times, then reloads, though each return of the error mounts a fresh screen`, () => {
    const reset = jest.fn();
    const error = new Error('root layout failed');
    for (let press = 1; press <= ERROR_RETRY_CAP + 1; press++) {
      // Next mounts a new error screen every time the error comes back after reset().
      const { unmount } = render(<GlobalError error={error} reset={reset} />);
      fireEvent.click(screen.getByTestId('app-error-retry'));
      unmount();
    }
    // The fourth press reloads the document (jsdom does not navigate) instead of another reset().
    expect(reset).toHaveBeenCalledTimes(ERROR_RETRY_CAP);
  });
});
