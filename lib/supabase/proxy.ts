import { createServerClient } from '@supabase/ssr';
import { NextResponse, type NextRequest } from 'next/server';
import { checkAdmin, decide, deniedLocation, type GuardDecision, type GuardPorts } from '../auth/guard';
import { cookieOptions, serverRealtimeOptions, supabaseConfig } from './config';
import { guardPorts } from './guard-ports';

/**
 * The proxy's guard for the administrator paths, loaded only for those paths (dynamic import),
 * so the request-time layer of every other page carries none of Supabase's code.
 * The token is verified on the server (getClaims: signature against the project's JWKS, expiry),
 * never taken from the unverified session object; then has_role(user, 'admin') decides.
 */
export async function guardAdmin(request: NextRequest, localePrefix: string, next: () => NextResponse): Promise<{ response: NextResponse; decision: GuardDecision }> {
  const config = supabaseConfig();
  const cookiesToSet: { name: string; value: string; options: Record<string, unknown> }[] = [];
  let ports: GuardPorts | null = null;
  if (config) {
    const supabase = createServerClient(config.url, config.key, {
      cookieOptions,
      realtime: serverRealtimeOptions,
      cookies: {
        getAll: () => request.cookies.getAll(),
        setAll: (list) => {
          for (const cookie of list) {
            request.cookies.set(cookie.name, cookie.value);
            cookiesToSet.push(cookie);
          }
        },
      },
    });
    ports = guardPorts(supabase);
  }
  const decision = decide(await checkAdmin(ports));
  const response = decision.allow ? next() : NextResponse.redirect(new URL(deniedLocation(localePrefix || null), request.url), 307);
  for (const cookie of cookiesToSet) response.cookies.set(cookie.name, cookie.value, cookie.options);
  // Never cache a response that decided on (or refreshed) a session.
  response.headers.set('Cache-Control', 'private, no-store');
  return { response, decision };
}
