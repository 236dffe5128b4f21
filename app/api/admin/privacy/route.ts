import { forbiddenUnlessAdmin, NO_STORE } from '@/lib/admin/api';
import { setPrivacyState } from '@/lib/admin/inbox';
import { getDb, NotConfiguredError } from '@/lib/db';
import { isPrivacyState, PRIVACY_REFERENCE_PATTERN } from '@/lib/forms/schemas';

export const dynamic = 'force-dynamic';

/**
 * Moves a privacy request to another of its five states: `{ reference, state }`. Same-origin
 * requests from administrators only (the server-side role check of every admin endpoint); the
 * change is timestamped, and "Follow a request" on /privacy-portal shows it.
 */
export async function PATCH(request: Request) {
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin) return Response.json({ ok: false, error: 'forbidden' }, { status: 403, headers: NO_STORE });
  const denied = await forbiddenUnlessAdmin();
  if (denied) return denied;
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== 'object') return Response.json({ ok: false, error: 'invalid' }, { status: 400, headers: NO_STORE });
  const { reference, state } = body as Record<string, unknown>;
  if (typeof reference !== 'string' || !PRIVACY_REFERENCE_PATTERN.test(reference) || !isPrivacyState(state)) {
    return Response.json({ ok: false, error: 'invalid' }, { status: 400, headers: NO_STORE });
  }
  try {
    const changed = await setPrivacyState(await getDb(), reference, state);
    if (!changed) return Response.json({ ok: false, error: 'not_found' }, { status: 404, headers: NO_STORE });
    return Response.json({ ok: true, ...changed }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof NotConfiguredError) return Response.json({ ok: false, error: 'not_configured' }, { status: 503, headers: NO_STORE });
    throw error;
  }
}
