import 'server-only';
import { adminDecision } from '../supabase/server';

/** JSON answers of the admin API: never cached, and 403 for anyone without the administrator role. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' } as const;

export async function forbiddenUnlessAdmin(): Promise<Response | null> {
  const decision = await adminDecision();
  if (decision.allow) return null;
  return Response.json({ ok: false, error: 'forbidden' }, { status: 403, headers: NO_STORE });
}
