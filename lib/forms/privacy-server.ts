import 'server-only';
import { NotConfiguredError, getDb, isConfigured, type Db } from '../db/connection';
import { hashClient } from '../db/forms';
import { formsRateLimitUpsert } from '../db/rate-limit';
import { logger } from '../logger';
import { privacyRequestStatus } from './privacy-store';
import { MAX_BODY_BYTES, fieldErrorsOf, privacyStatusSchema, type PrivacyStatusResponse } from './schemas';
import { clientAddress } from '../client-address';
import { json, readLimited } from './server';

/**
 * The forms' server-side limit (RATE_LIMIT: 5 per 60 s per client, then blocked for 3 minutes) on
 * its own bucket: one atomic upsert in `rate_limits`, so it holds across server instances. Returns
 * the seconds to wait when the client is blocked, else null.
 */
export async function takeLookupLimit(db: Db, bucket: string): Promise<number | null> {
  const { rows } = await formsRateLimitUpsert(bucket).execute(db.kysely);
  const until = rows[0]?.blocked_until;
  if (until === null || until === undefined) return null;
  return Math.max(1, Math.ceil((new Date(until).getTime() - Date.now()) / 1000));
}

const answer = (body: PrivacyStatusResponse, status: number, headers: Record<string, string> = {}) => json(body, status, headers);
/** One answer for an unknown reference and for a known one with another email: nothing tells them apart. */
const notFound = () => answer({ ok: false, error: 'not_found' }, 404);

export type StatusOptions = { db?: Db };

/**
 * POST /api/privacy/status `{ reference, email }`: the request's type, state, received date, last
 * change and target date when the reference AND the email match; 404 otherwise, the same answer
 * whether the reference exists or not. Rate-limited per client like the forms.
 */
export async function handlePrivacyStatus(request: Request, options: StatusOptions = {}): Promise<Response> {
  if (!options.db && !isConfigured()) return answer({ ok: false, error: 'not_configured' }, 503);
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(contentType.trim())) return answer({ ok: false, error: 'unsupported_media_type' }, 415);

  let body: unknown;
  try {
    const raw = await readLimited(request, MAX_BODY_BYTES);
    if (raw === null) return answer({ ok: false, error: 'too_large' }, 413);
    body = JSON.parse(raw);
  } catch {
    return answer({ ok: false, error: 'invalid', fieldErrors: { _form: ['invalid'] } }, 400);
  }
  const parsed = privacyStatusSchema.safeParse(body);
  if (!parsed.success) return answer({ ok: false, error: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) }, 400);

  let db: Db;
  try {
    db = options.db ?? (await getDb());
  } catch (error) {
    if (error instanceof NotConfiguredError) return answer({ ok: false, error: 'not_configured' }, 503);
    logger.error('privacy status: database unavailable', error);
    return answer({ ok: false, error: 'storage_failed' }, 500);
  }
  try {
    const retryAfter = await takeLookupLimit(db, `${hashClient(clientAddress(request.headers))}:privacy-status`);
    if (retryAfter !== null) return answer({ ok: false, error: 'rate_limited', retryAfter }, 429, { 'retry-after': String(retryAfter) });
    const found = await privacyRequestStatus(db, parsed.data.reference);
    if (!found || found.email.toLowerCase() !== parsed.data.email.toLowerCase()) return notFound();
    // Never the name or the email: only what the portal shows.
    const { reference, type, state, receivedAt, stateChangedAt, targetDate } = found;
    return answer({ ok: true, reference, type, state, receivedAt, stateChangedAt, targetDate }, 200);
  } catch (error) {
    logger.error('privacy status: lookup failed', error);
    return answer({ ok: false, error: 'storage_failed' }, 500);
  }
}
