import { SESSION_IDLE, SESSION_IDLE_CHECK } from '@/lib/constants';
import { isIdle, watchIdle } from '@/lib/auth/idle';

describe('session inactivity check', () => {
  it('is idle after 30 minutes without activity', () => {
    expect(SESSION_IDLE).toBe(30 * 60_000);
    expect(isIdle(0, SESSION_IDLE - 1)).toBe(false);
    expect(isIdle(0, SESSION_IDLE)).toBe(true);
  });

  it('checks every 60 s, warns once per idle stretch, and resets on activity', () => {
    jest.useFakeTimers();
    const target = new EventTarget();
    const warn = jest.fn();
    const stop = watchIdle(target, warn);
    expect(SESSION_IDLE_CHECK).toBe(60_000);
    jest.advanceTimersByTime(29 * 60_000);
    expect(warn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(60_000);
    expect(warn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10 * 60_000);
    expect(warn).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(29 * 60_000);
    expect(warn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2 * 60_000);
    expect(warn).toHaveBeenCalledTimes(2);
    stop();
    jest.useRealTimers();
  });
});
