import { createBrowserClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { REALTIME } from '../constants';
import { cookieOptions, supabaseConfig } from './config';

let client: SupabaseClient | null | undefined;

/**
 * The browser's Supabase client (one per tab): the session lives in cookies under the custom
 * storage key, so the proxy and the admin pages' server check see the same session. Token refresh
 * runs on supabase-js's own tick (spec 9: every 30 s, refreshing 3 ticks before expiry; a unit
 * test holds the SDK to SESSION_REFRESH_TICK and its threshold). Realtime (the admin inbox) uses
 * the spec's heartbeat, timeout and reconnect steps.
 */
const realtime = {
  heartbeatIntervalMs: REALTIME.heartbeat,
  timeout: REALTIME.timeout,
  reconnectAfterMs: (tries: number) => REALTIME.reconnectBackoff[tries - 1] ?? REALTIME.reconnectBackoff.at(-1) ?? 10_000,
};

export function browserSupabase(): SupabaseClient | null {
  if (client !== undefined) return client;
  const config = supabaseConfig();
  client = config ? createBrowserClient(config.url, config.key, { cookieOptions, isSingleton: true, realtime }) : null;
  return client;
}
