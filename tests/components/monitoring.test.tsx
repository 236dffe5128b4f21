import { act, render } from '@testing-library/react';
import { Monitoring } from '@/components/monitoring/monitoring';

const startClientMonitoring = jest.fn();
jest.mock('@/lib/monitoring/client', () => ({ startClientMonitoring: (...args: unknown[]) => startClientMonitoring(...args), reportSlowVital: jest.fn() }));

describe('Monitoring', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it("stores the page's rated vitals under web-vitals 5 s after load, and starts no SDK without a DSN", async () => {
    render(<Monitoring />);
    await act(async () => {
      jest.advanceTimersByTime(4900);
    });
    expect(localStorage.getItem('web-vitals')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(200);
      await jest.runOnlyPendingTimersAsync();
    });
    const stored = JSON.parse(localStorage.getItem('web-vitals') ?? 'null');
    expect(stored).toMatchObject({ path: '/', vitals: expect.any(Object) });
    expect(Date.parse(stored.measuredAt)).not.toBeNaN();
    expect(startClientMonitoring).not.toHaveBeenCalled();
  });
});
