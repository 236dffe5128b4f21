import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { checkAdmin, decide, type GuardDecision } from '../auth/guard';
import { cookieOptions, serverRealtimeOptions, supabaseConfig } from './config';
import { guardPorts } from './guard-ports';

/**
 * The administrator check where admin pages and admin API routes load data (defence in depth:
 * the proxy has checked already, but a bypassed proxy, CVE-2025-29927, must not expose anything).
 * Reads the session cookies of this request, verifies the token (getClaims) and asks has_role.
 */
export async function adminDecision(): Promise<GuardDecision> {
  const config = supabaseConfig();
  if (!config) return decide(await checkAdmin(null));
  const store = await cookies();
  const supabase = createServerClient(config.url, config.key, {
    cookieOptions,
    realtime: serverRealtimeOptions,
    cookies: {
      getAll: () => store.getAll(),
      setAll: (list) => {
        try {
          for (const cookie of list) store.set(cookie.name, cookie.value, cookie.options);
        } catch {
          // Server components cannot set cookies; the proxy refreshes the session for them.
        }
      },
    },
  });
  return decide(await checkAdmin(guardPorts(supabase)));
}
