import { act, fireEvent, render } from '@testing-library/react';
import { AnalyticsLoader } from '@/components/analytics/analytics-loader';
import { Monitoring } from '@/components/monitoring/monitoring';
import { ctaOf } from '@/lib/analytics/events';
import { ACCEPT_ALL, CONSENT_STORAGE_KEY, createRecord } from '@/lib/consent/record';

const mockMeasure = jest.fn();
jest.mock('@/lib/monitoring/web-vitals', () => ({ ...jest.requireActual('@/lib/monitoring/web-vitals'), measureVitals: () => mockMeasure() }));

let mockPathname = '/about';
jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), usePathname: () => mockPathname }));

type GtagWindow = Window & { gtag?: (...args: unknown[]) => void };
let events: [string, Record<string, unknown>][] = [];

beforeEach(() => {
  events = [];
  mockPathname = '/about';
  (window as GtagWindow).gtag = (command: unknown, name: unknown, params: unknown) => {
    if (command === 'event') events.push([name as string, params as Record<string, unknown>]);
  };
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createRecord(ACCEPT_ALL)));
});

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

const named = (name: string) => events.filter(([event]) => event === name).map(([, params]) => params);

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('analytics events', () => {
  it('sends one time_on_page per page view, however often the tab is hidden', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T06:00:00Z') });
    const { unmount } = render(<AnalyticsLoader />);
    jest.setSystemTime(Date.parse('2026-11-26T06:00:07Z'));
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    setVisibility('visible');
    unmount();
    expect(named('time_on_page')).toEqual([{ seconds: 7, page_path: '/about' }]);
  });

  // GA's own page views (enhanced measurement, on by default) follow the history on route changes:
  // a page_view of ours as well would count every client-side navigation twice.
  it('leaves page views to the tag and starts a new page view on a route change', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T06:00:00Z') });
    const { rerender, unmount } = render(<AnalyticsLoader />);
    jest.setSystemTime(Date.parse('2026-11-26T06:00:09Z'));
    mockPathname = '/careers';
    rerender(<AnalyticsLoader />);
    jest.setSystemTime(Date.parse('2026-11-26T06:00:16Z'));
    unmount();
    expect(named('page_view')).toEqual([]);
    expect(named('time_on_page')).toEqual([
      { seconds: 9, page_path: '/about' },
      { seconds: 7, page_path: '/careers' },
    ]);
  });

  it('sends no time_on_page for a visit of 5 seconds or less', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T06:00:00Z') });
    const { unmount } = render(<AnalyticsLoader />);
    jest.setSystemTime(Date.parse('2026-11-26T06:00:04Z'));
    unmount();
    expect(named('time_on_page')).toEqual([]);
  });

  it('counts a click on any link drawn as a button, or marked data-cta, as a cta_click', () => {
    const { unmount } = render(<AnalyticsLoader />);
    // jsdom cannot navigate; the loader only listens.
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stay);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a class="btn h-10" href="/get-started"><span id="inner">Get started</span></a><a href="/about" id="plain">About</a><button data-cta="hero-demo" id="marked">Demo</button>',
    );
    fireEvent.click(document.getElementById('inner')!);
    fireEvent.click(document.getElementById('plain')!);
    fireEvent.click(document.getElementById('marked')!);
    expect(named('cta_click').map((params) => params.cta)).toEqual(['/get-started', 'hero-demo']);
    unmount();
    document.removeEventListener('click', stay);
    document.body.innerHTML = '';
  });

  it('names a call to action by its path, never by another origin', () => {
    document.body.innerHTML = '<a class="btn" href="https://tessellon.example/contact?x=1">x</a><p>text</p>';
    expect(ctaOf(document.querySelector('a')!)).toEqual({ cta: '/contact?x=1' });
    expect(ctaOf(document.querySelector('p')!)).toBeNull();
    document.body.innerHTML = '';
  });

  it('sends the measured web vitals as web_vitals events, with consent only', async () => {
    jest.useFakeTimers();
    mockMeasure.mockResolvedValue({ LCP: 1800, CLS: 0.02 });
    render(<Monitoring />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5100);
    });
    expect(named('web_vitals')).toEqual([
      { metric_name: 'LCP', value: 1800, metric_rating: 'good', page_path: '/' },
      { metric_name: 'CLS', value: 0.02, metric_rating: 'good', page_path: '/' },
    ]);

    events = [];
    localStorage.clear();
    render(<Monitoring />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5100);
    });
    expect(named('web_vitals')).toEqual([]);
  });
});
