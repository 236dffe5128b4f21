import { createBrowserClient } from '@supabase/ssr';
import { browserSupabase } from '@/lib/supabase/client';
import { JWKS_CACHE, REALTIME, SESSION_REFRESH_THRESHOLD_TICKS, SESSION_REFRESH_TICK } from '@/lib/constants';

jest.mock('@supabase/ssr', () => ({ createBrowserClient: jest.fn(() => ({})) }));

describe("the browser's Supabase client", () => {
  it("holds the spec's numbers (section 9): refresh tick, threshold, JWKS cache and realtime", () => {
    expect({ SESSION_REFRESH_TICK, SESSION_REFRESH_THRESHOLD_TICKS, JWKS_CACHE }).toEqual({ SESSION_REFRESH_TICK: 30_000, SESSION_REFRESH_THRESHOLD_TICKS: 3, JWKS_CACHE: 600_000 });
    expect(REALTIME).toEqual({ heartbeat: 25_000, timeout: 10_000, reconnectBackoff: [1000, 2000, 5000, 10_000], pushBuffer: 100 });
  });

  it('opens realtime with the spec heartbeat and timeout, and reconnects after 1, 2, 5 and 10 s, then every 10 s', () => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = 'https://project.supabase.co';
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_test';
    expect(browserSupabase()).not.toBeNull();
    // One client per tab.
    browserSupabase();
    expect(createBrowserClient).toHaveBeenCalledTimes(1);
    const [url, key, options] = (createBrowserClient as jest.Mock).mock.calls[0] as [string, string, { realtime: { heartbeatIntervalMs: number; timeout: number; reconnectAfterMs: (tries: number) => number }; cookieOptions: { name: string } }];
    expect([url, key, options.cookieOptions.name]).toEqual(['https://project.supabase.co', 'sb_publishable_test', 'tessellon-auth-token']);
    expect([options.realtime.heartbeatIntervalMs, options.realtime.timeout]).toEqual([25_000, 10_000]);
    expect([1, 2, 3, 4, 5, 9].map(options.realtime.reconnectAfterMs)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });
});
