import 'server-only';
import { adminDecision } from '../supabase/server';

/** JSON answers of the admin API: never cached, and 403 for anyone without the administrator role. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' } as const;

/** An error of the admin API: `{ ok: false, error }`, never cached. */
export function adminError(error: string, status: number): Response {
  return Response.json({ ok: false, error }, { status, headers: NO_STORE });
}

export async function forbiddenUnlessAdmin(): Promise<Response | null> {
  const decision = await adminDecision();
  if (decision.allow) return null;
  return adminError('forbidden', 403);
}

/**
 * What every admin mutation checks first, in this order: a request from another origin is refused
 * (403; a request without `Origin` is same-origin), then anyone but an administrator (403), then a
 * body that is not a JSON object (400, `invalid`). Returns the body's fields, or the answer to send.
 */
export async function adminMutation(request: Request): Promise<Response | { body: Record<string, unknown> }> {
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin) return adminError('forbidden', 403);
  const denied = await forbiddenUnlessAdmin();
  if (denied) return denied;
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== 'object') return adminError('invalid', 400);
  return { body: body as Record<string, unknown> };
}
