import { createBrowserClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cookieOptions, supabaseConfig } from './config';

let client: SupabaseClient | null | undefined;

/**
 * The browser's Supabase client (one per tab): the session lives in cookies under the custom
 * storage key, so the proxy and the admin pages' server check see the same session. Token refresh
 * runs on supabase-js's own tick (spec 9: every 30 s, refreshing 3 ticks before expiry).
 */
export function browserSupabase(): SupabaseClient | null {
  if (client !== undefined) return client;
  const config = supabaseConfig();
  client = config ? createBrowserClient(config.url, config.key, { cookieOptions, isSingleton: true }) : null;
  return client;
}
