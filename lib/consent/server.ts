import 'server-only';
import { z } from 'zod';
import { NotConfiguredError, getDb, isConfigured, type Db } from '../db/connection';
import { hashClient, recordConsent } from '../db/forms';
import { clientAddress } from '../client-address';
import { json, readLimited } from '../forms/server';
import { takeRateLimit } from '../db/rate-limit';
import { logger } from '../logger';
import { CONSENT_VERSION } from '../constants';
import { CONSENT_LIFETIME_MS } from './record';

const CLOCK_SKEW_MS = 86_400_000;

/** The consent audit record (forms contract): preferences, version 1.0, the visitor's timestamp. */
export const consentAuditSchema = z
  .object({
    preferences: z.object({ analytics: z.boolean(), marketing: z.boolean(), doNotSell: z.boolean() }).strict(),
    version: z.literal(CONSENT_VERSION),
    // When the choice was made: not in the future beyond a day of clock skew, nor older than a
    // choice's lifetime, after which the browser asks again (a "2999" timestamp was stored once).
    timestamp: z.iso.datetime({ offset: true }).refine((value) => {
      const age = Date.now() - Date.parse(value);
      return age >= -CLOCK_SKEW_MS && age <= CONSENT_LIFETIME_MS;
    }),
  })
  .strict();

const MAX_BODY = 2048;

/**
 * Consent records per client address and minute, so that one client cannot fill the audit trail.
 * Looser than the forms' 5: every first visit and every change of mind writes a record, and an
 * office's visitors share one address. (Over it, the choice still holds in the browser.)
 */
export const CONSENT_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;

/**
 * POST /api/consent: validates the audit record and stores it with a salted SHA-256 hash of the
 * client address (never the address) and the user agent. 201 { ok, id } when stored; 429 past
 * CONSENT_RATE_LIMIT.
 */
export async function handleConsentPost(request: Request, options: { db?: Db } = {}): Promise<Response> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return json({ ok: false, error: 'unsupported_media_type' }, 415);
  let raw: string | null;
  try {
    raw = await readLimited(request, MAX_BODY);
  } catch {
    return json({ ok: false, error: 'invalid' }, 400);
  }
  if (raw === null) return json({ ok: false, error: 'too_large' }, 413);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json({ ok: false, error: 'invalid' }, 400);
  }
  const parsed = consentAuditSchema.safeParse(body);
  if (!parsed.success) return json({ ok: false, error: 'invalid' }, 400);
  if (!options.db && !isConfigured()) return json({ ok: false, error: 'not_configured' }, 503);
  try {
    const db = options.db ?? (await getDb());
    const ipHash = hashClient(clientAddress(request.headers));
    const verdict = await takeRateLimit(db, `${ipHash}:consent`, CONSENT_RATE_LIMIT.limit, CONSENT_RATE_LIMIT.windowMs);
    if (!verdict.ok) return json({ ok: false, error: 'rate_limited', retryAfter: verdict.retryAfter }, 429, { 'retry-after': String(verdict.retryAfter) });
    const stored = await recordConsent(db, {
      preferences: parsed.data.preferences,
      version: parsed.data.version,
      ipHash,
      userAgent: request.headers.get('user-agent'),
      clientTimestamp: parsed.data.timestamp,
    });
    return json({ ok: true, id: stored.id }, 201);
  } catch (error) {
    if (error instanceof NotConfiguredError) return json({ ok: false, error: 'not_configured' }, 503);
    logger.error('consent audit failed', error);
    return json({ ok: false, error: 'storage_failed' }, 500);
  }
}
