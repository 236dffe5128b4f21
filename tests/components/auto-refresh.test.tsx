import { act, render } from '@testing-library/react';
import { AutoRefreshProvider, useAutoRefresh } from '@/components/auto-refresh/auto-refresh-provider';
import { DEFAULT_AUTO_REFRESH, nextDelay } from '@/lib/auto-refresh';

const config = { interval: 1000, enabled: true, pauseOnInactive: true, adaptiveInterval: true };

describe('auto-refresh', () => {
  it('is disabled everywhere by default (interval 0)', () => {
    expect(DEFAULT_AUTO_REFRESH.interval).toBe(0);
    expect(nextDelay(DEFAULT_AUTO_REFRESH, 0, false)).toBeNull();
    expect(nextDelay({ ...config, enabled: true, interval: 0 }, 0, false)).toBeNull();
  });

  it('pauses while hidden and backs off while unchanged', () => {
    expect(nextDelay(config, 0, true)).toBeNull();
    expect(nextDelay({ ...config, pauseOnInactive: false }, 0, true)).toBe(1000);
    expect(nextDelay(config, 0, false)).toBe(1000);
    expect(nextDelay(config, 2, false)).toBe(4000);
    expect(nextDelay(config, 10, false)).toBe(8000);
    expect(nextDelay({ ...config, adaptiveInterval: false }, 10, false)).toBe(1000);
  });

  it('throws when used outside its provider', () => {
    const Probe = () => {
      useAutoRefresh();
      return null;
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/AutoRefreshProvider/);
  });

  it('refreshes on the interval and doubles the delay when nothing changed', () => {
    jest.useFakeTimers();
    const onRefresh = jest.fn();
    render(<AutoRefreshProvider config={config} signature="same" onRefresh={onRefresh} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    // The refreshed data came back the same: the next wait is twice as long.
    act(() => jest.advanceTimersByTime(0));
    act(() => jest.advanceTimersByTime(1900));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(200));
    expect(onRefresh).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});
