import { adminError, adminMutation, NO_STORE } from '@/lib/admin/api';
import { setPrivacyState } from '@/lib/admin/inbox';
import { getDb, NotConfiguredError } from '@/lib/db';
import { isPrivacyState, PRIVACY_REFERENCE_PATTERN } from '@/lib/forms/schemas';
import { otherMethods } from '@/lib/http';

export const dynamic = 'force-dynamic';
export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods(['PATCH']);

/**
 * Moves a privacy request to another of its five states: `{ reference, state }`. Same-origin
 * requests from administrators only (the server-side role check of every admin endpoint); the
 * change is timestamped, and "Follow a request" on /privacy-portal shows it.
 */
export async function PATCH(request: Request) {
  const input = await adminMutation(request);
  if (input instanceof Response) return input;
  const { reference, state } = input.body;
  if (typeof reference !== 'string' || !PRIVACY_REFERENCE_PATTERN.test(reference) || !isPrivacyState(state)) {
    return adminError('invalid', 400);
  }
  try {
    const changed = await setPrivacyState(await getDb(), reference, state);
    if (!changed) return adminError('not_found', 404);
    return Response.json({ ok: true, ...changed }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof NotConfiguredError) return adminError('not_configured', 503);
    throw error;
  }
}
