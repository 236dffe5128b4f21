import { act, render } from '@testing-library/react';
import { Monitoring } from '@/components/monitoring/monitoring';

const startClientMonitoring = jest.fn();
const reportSlowVital = jest.fn();
jest.mock('@/lib/monitoring/client', () => ({
  startClientMonitoring: (...args: unknown[]) => startClientMonitoring(...args),
  reportSlowVital: (...args: unknown[]) => reportSlowVital(...args),
}));
/** Vitals a test sets; otherwise the real measurement (jsdom has no performance entries). */
let mockVitals: Record<string, number> | null = null;
jest.mock('@/lib/monitoring/web-vitals', () => {
  const actual = jest.requireActual('@/lib/monitoring/web-vitals');
  return { ...actual, measureVitals: () => (mockVitals ? Promise.resolve(mockVitals) : actual.measureVitals()) };
});

describe('Monitoring', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    startClientMonitoring.mockClear();
    reportSlowVital.mockClear();
    mockVitals = null;
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

  it('with a DSN starts the SDK with it and reports only LCP and CLS over their good thresholds', async () => {
    const saved = process.env.NEXT_PUBLIC_SENTRY_DSN;
    process.env.NEXT_PUBLIC_SENTRY_DSN = 'https://abc123@o42.ingest.example.io/4507';
    mockVitals = { LCP: 3100, CLS: 0.3, FCP: 5000, TTFB: 2500 };
    try {
      render(<Monitoring />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5100);
      });
      expect(startClientMonitoring).toHaveBeenCalledWith('https://abc123@o42.ingest.example.io/4507');
      expect(reportSlowVital.mock.calls).toEqual([
        [{ name: 'LCP', value: 3100, limit: 2500 }, '/'],
        [{ name: 'CLS', value: 0.3, limit: 0.1 }, '/'],
      ]);
    } finally {
      if (saved === undefined) delete process.env.NEXT_PUBLIC_SENTRY_DSN;
      else process.env.NEXT_PUBLIC_SENTRY_DSN = saved;
    }
  });

  it('with a DSN reports nothing when LCP and CLS are good', async () => {
    const saved = process.env.NEXT_PUBLIC_SENTRY_DSN;
    process.env.NEXT_PUBLIC_SENTRY_DSN = 'https://abc123@o42.ingest.example.io/4507';
    mockVitals = { LCP: 2400, CLS: 0.05 };
    try {
      render(<Monitoring />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5100);
      });
      expect(startClientMonitoring).toHaveBeenCalledTimes(1);
      expect(reportSlowVital).not.toHaveBeenCalled();
    } finally {
      if (saved === undefined) delete process.env.NEXT_PUBLIC_SENTRY_DSN;
      else process.env.NEXT_PUBLIC_SENTRY_DSN = saved;
    }
  });
});
