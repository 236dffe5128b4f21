import 'server-only';
import { clientAddress } from '../client-address';
import { json } from '../http';
import { NotConfiguredError, getDb, isConfigured, type Db } from '../db/connection';
import { hashClient, newReference, pruneEphemeral, submitForm } from '../db/forms';
import { logger } from '../logger';
import {
  MAX_BODY_BYTES,
  honeypotFilled,
  isFormId,
  isIdempotencyKey,
  parseSubmission,
  type FormErrorCode,
  type FormResponse,
} from './schemas';
import { privacyRequestStatus } from './privacy-store';
import { findOfferedSlot } from './slots';

/** A JSON response of the forms API, uncompressed (lib/http.ts). */
export { json };

function fail(status: number, error: FormErrorCode, extra: Omit<Extract<FormResponse, { ok: false }>, 'ok' | 'error'> = {}, headers: Record<string, string> = {}) {
  return json({ ok: false, error, ...extra }, status, headers);
}

/**
 * Reads a JSON body of at most `limit` bytes from the stream (the Content-Length header may be
 * absent or lie). Returns null when it is larger.
 */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number.parseInt(request.headers.get('content-length') ?? '', 10);
  if (Number.isInteger(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export type HandlerOptions = { db?: Db; now?: () => Date };

/** POST /api/forms/{formId}: the whole server side of a submission (see FORMS-CONTRACT.md). */
export async function handleFormPost(request: Request, formIdParam: string, options: HandlerOptions = {}): Promise<Response> {
  if (!isFormId(formIdParam)) return json({ ok: false, error: 'not_found' }, 404);
  const formId = formIdParam;
  if (!options.db && !isConfigured()) return fail(503, 'not_configured');

  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(contentType.trim())) {
    return fail(415, 'unsupported_media_type', { fieldErrors: { _form: ['invalid'] } });
  }
  const key = request.headers.get('idempotency-key');
  if (!isIdempotencyKey(key)) return fail(400, 'idempotency_key', { fieldErrors: { _form: ['invalid'] } });

  let raw: string | null;
  try {
    raw = await readLimited(request, MAX_BODY_BYTES);
  } catch {
    // Not UTF-8.
    return fail(400, 'invalid', { fieldErrors: { _form: ['invalid'] } });
  }
  if (raw === null) return fail(413, 'too_large', { fieldErrors: { _form: ['tooLong'] } });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return fail(400, 'invalid', { fieldErrors: { _form: ['invalid'] } });
  }

  // A bot filled the hidden field: answer as if stored, store nothing.
  if (honeypotFilled(body)) return json({ ok: true, reference: newReference(formId) }, 201);

  const validation = parseSubmission(formId, body);
  if (!validation.ok) return fail(400, 'invalid', { fieldErrors: validation.fieldErrors });
  const { submission } = validation;

  const now = options.now?.() ?? new Date();
  let slotEnd: string | undefined;
  if (submission.formId === 'booking') {
    const slot = findOfferedSlot(submission.data.slotStart, now);
    if (!slot) return fail(400, 'invalid', { fieldErrors: { slotStart: ['slotUnavailable'] } });
    slotEnd = slot.end;
    submission.data.slotStart = slot.start;
  }

  let db: Db;
  try {
    db = options.db ?? (await getDb());
  } catch (error) {
    if (error instanceof NotConfiguredError) return fail(503, 'not_configured');
    logger.error('forms: database unavailable', error);
    return fail(500, 'storage_failed');
  }

  try {
    const result = await submitForm(db, {
      ...submission,
      idempotencyKey: key,
      clientHash: hashClient(clientAddress(request.headers)),
      slotEnd,
    });
    // Housekeeping now and then: idempotency keys and idle rate-limit counters older than a day.
    if (result.kind === 'created' && Math.random() < 0.002) void pruneEphemeral(db).catch((error) => logger.error('forms: pruning failed', error));
    switch (result.kind) {
      case 'created':
      case 'replayed': {
        const unsubscribeUrl = result.unsubscribeToken ? `/api/unsubscribe?token=${encodeURIComponent(result.unsubscribeToken)}` : undefined;
        // A privacy request answers with its state and target date, read back from the committed row.
        const stored = formId === 'privacy' ? await privacyRequestStatus(db, result.reference) : null;
        const privacy = stored ? { state: stored.state, targetDate: stored.targetDate } : {};
        const already = result.alreadySubscribed ? { alreadySubscribed: true } : {};
        const body: FormResponse = { ok: true, reference: result.reference, ...(unsubscribeUrl ? { unsubscribeUrl } : {}), ...already, ...privacy };
        // 201 only when this submission stored a row: a second subscription of an address changed nothing.
        return json(body, result.kind === 'created' && !result.alreadySubscribed ? 201 : 200);
      }
      case 'opted_out':
        return fail(409, 'opted_out');
      case 'idempotency_conflict':
        return fail(409, 'idempotency_conflict');
      case 'slot_taken':
        return fail(409, 'slot_taken', { fieldErrors: { slotStart: ['slotUnavailable'] } });
      case 'rate_limited':
        return fail(429, 'rate_limited', { retryAfter: result.retryAfter }, { 'retry-after': String(result.retryAfter) });
    }
  } catch (error) {
    logger.error('forms: storing a submission failed', error);
    return fail(500, 'storage_failed');
  }
}
