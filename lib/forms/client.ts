/**
 * What the forms do in the browser besides rendering: turn a form into a payload, map schema
 * issues to translated-code field errors, keep one Idempotency-Key per logical submission, and
 * post to the forms API, turning every answer into one typed result. Plain TypeScript, no React.
 */
import { isOneOf, isRecord } from '../guards';

export type FieldErrors = Record<string, string>;

export type FailureCode =
  | 'rate_limited'
  | 'not_configured'
  | 'storage_failed'
  | 'slot_taken'
  | 'opted_out'
  | 'idempotency_conflict'
  | 'too_large'
  | 'network'
  | 'unknown';

export type SubmitResult =
  | { kind: 'success'; reference: string; body: Record<string, unknown>; replay: boolean }
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'failure'; code: FailureCode; retryAfter?: number };

type Issue = { path: readonly PropertyKey[]; message: string };

/** First error code per top-level field, in the order the schema reported them. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    const key = typeof field === 'string' ? field : '_form';
    if (!(key in errors)) errors[key] = /^[a-zA-Z_]+$/.test(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}

/**
 * A form's text entries as an object: values trimmed, empty optional entries left out so the
 * schema sees "absent" rather than "empty" (the honeypot is kept as it is).
 */
export function formToObject(data: FormData, keep: readonly string[] = ['website']): Record<string, string> {
  const object: Record<string, string> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed === '' && !keep.includes(key)) continue;
    object[key] = trimmed;
  }
  return object;
}

/** A v4 UUID, from crypto.randomUUID where the browser has it. */
export function newIdempotencyKey(random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per logical submission: the same input retried (after a network or server error)
 * reuses its key, so the server stores it once; changed input, or a new submission after a
 * success, gets a new key.
 */
export function createIdempotencyKeeper(make: () => string = () => newIdempotencyKey()) {
  let current: { payload: string; key: string } | null = null;
  return {
    keyFor(payload: unknown): string {
      const serialised = JSON.stringify(payload);
      if (current?.payload !== serialised) current = { payload: serialised, key: make() };
      return current.key;
    },
    reset() {
      current = null;
    },
  };
}


function fieldErrorsFrom(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isRecord(value)) return errors;
  for (const [field, codes] of Object.entries(value)) {
    const first = Array.isArray(codes) ? codes[0] : codes;
    errors[field] = typeof first === 'string' && /^[a-zA-Z_]+$/.test(first) ? first : 'invalid';
  }
  return errors;
}

const FAILURE_CODES: readonly FailureCode[] = ['rate_limited', 'not_configured', 'storage_failed', 'slot_taken', 'opted_out', 'idempotency_conflict'];
const isFailureCode = (value: unknown): value is FailureCode => isOneOf(FAILURE_CODES, value);

/** Reads any answer of the forms API into a result; success only on 200/201 with a reference. */
export async function readSubmitResponse(response: Response): Promise<SubmitResult> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if ((response.status === 200 || response.status === 201) && isRecord(body) && body.ok === true && typeof body.reference === 'string') {
    return { kind: 'success', reference: body.reference, body, replay: response.status === 200 };
  }
  if (response.status === 400 && isRecord(body) && body.error === 'invalid') {
    return { kind: 'invalid', fieldErrors: fieldErrorsFrom(body.fieldErrors) };
  }
  if (response.status === 413) return { kind: 'failure', code: 'too_large' };
  const error = isRecord(body) ? body.error : undefined;
  if (response.status === 429) {
    const header = Number(response.headers.get('Retry-After'));
    const fromBody = isRecord(body) && typeof body.retryAfter === 'number' ? body.retryAfter : undefined;
    return { kind: 'failure', code: 'rate_limited', retryAfter: fromBody ?? (Number.isFinite(header) && header > 0 ? header : undefined) };
  }
  if (isFailureCode(error)) return { kind: 'failure', code: error };
  if (response.status === 503) return { kind: 'failure', code: 'not_configured' };
  if (response.status >= 500) return { kind: 'failure', code: 'storage_failed' };
  return { kind: 'failure', code: 'unknown' };
}

/** POST /api/forms/{formId} with the payload and its Idempotency-Key. Never throws. */
export async function submitForm(formId: string, payload: unknown, idempotencyKey: string, fetcher: typeof fetch = fetch): Promise<SubmitResult> {
  try {
    const response = await fetcher(`/api/forms/${formId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(payload),
    });
    return await readSubmitResponse(response);
  } catch {
    return { kind: 'failure', code: 'network' };
  }
}

export type FormsStatus = { configured: boolean | null };

let statusPromise: Promise<FormsStatus> | null = null;

/** GET /api/forms/status once per page: `configured: false` means the forms must say so; null is unknown. */
export function formsStatus(fetcher: typeof fetch = fetch): Promise<FormsStatus> {
  statusPromise ??= fetcher('/api/forms/status', { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) return { configured: null };
      const body: unknown = await response.json();
      return { configured: isRecord(body) && typeof body.configured === 'boolean' ? body.configured : null };
    })
    .catch(() => ({ configured: null }));
  return statusPromise;
}

/** For tests: forget the cached status. */
export function resetFormsStatus() {
  statusPromise = null;
}
