import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { formsRateLimitUpsert } from './rate-limit';
import { REFERENCE_ALPHABET, REFERENCE_PREFIX, type FormId, type FormSubmission } from '../forms/schemas';
import type { Db } from './connection';
import type { ConsentPreferences } from './types';
import { logger } from '../logger';

/** A new reference: prefix, two groups of four characters from an unambiguous alphabet (Q-7KD2-M9XA). */
export function newReference(formId: FormId): string {
  const bytes = randomBytes(8);
  let body = '';
  for (const byte of bytes) body += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `${REFERENCE_PREFIX[formId]}-${body.slice(0, 4)}-${body.slice(4)}`;
}

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined && item !== '')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

/** SHA-256 of the validated payload in canonical form (sorted keys, empty fields dropped). */
export function payloadHash(formId: FormId, data: unknown): string {
  return createHash('sha256').update(formId).update('\n').update(JSON.stringify(canonical(data))).digest('hex');
}

/** The salt of a machine with none configured: fine locally, public (it is in the source) anywhere else. */
const DEVELOPMENT_SALT = 'tessellon-local-salt';
/** Shorter than this, a salt is guessable; a deployment should use a long random value. */
export const MIN_SALT_LENGTH = 16;
let saltWarned = false;

/**
 * The secret salt of client address hashes (`IP_HASH_SALT`). A deployment that stores data
 * (Vercel, or a `DATABASE_URL`) without a long one logs an error once: with a salt from the
 * source, every IPv4 address could be recovered from its hash by trying all 2³² of them.
 */
export function ipHashSalt(env: Partial<Record<string, string>> = process.env): string {
  const salt = env.IP_HASH_SALT?.trim() ?? '';
  if (salt.length >= MIN_SALT_LENGTH) return salt;
  if (!saltWarned && (env.VERCEL || env.DATABASE_URL)) {
    saltWarned = true;
    logger.error(`IP_HASH_SALT is ${salt ? `shorter than ${MIN_SALT_LENGTH} characters` : 'not set'}: client address hashes use a guessable salt. Set a long random value.`);
  }
  return salt || DEVELOPMENT_SALT;
}

/** Salted SHA-256 of a client address; never store the address. */
export function hashClient(address: string, salt = ipHashSalt()): string {
  return createHash('sha256').update(salt).update('\n').update(address).digest('hex');
}

const blankToNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

type Row = { table: string; columns: string[]; values: RawBuilder<unknown>[] };
const text = (value: string | null) => sql`${value}::text`;

type Column = [string, RawBuilder<unknown>];

/** The person behind a submission, in the columns every form table names the same way. */
function sender(v: { name: string; email: string; company?: string; phone?: string }, withCompany: boolean): Column[] {
  return [
    ['name', text(v.name)],
    ['email', text(v.email)],
    ...(withCompany ? [['company', text(blankToNull(v.company))] as Column] : []),
    ['phone', text(blankToNull(v.phone))],
  ];
}

function rowFor(submission: FormSubmission, reference: string, extra: { slotEnd?: string; token?: string }): Row {
  const row = (table: string, entries: Column[]): Row => {
    const all: Column[] = [['reference', text(reference)], ...entries, ['locale', text(submission.data.locale)]];
    return { table, columns: all.map(([column]) => column), values: all.map(([, value]) => value) };
  };
  switch (submission.formId) {
    case 'quote': {
      const v = submission.data;
      return row('quote_requests', [
        ...sender(v, true),
        ['interest', text(v.interest)],
        ['budget', text(blankToNull(v.budget))],
        ['timeline', text(blankToNull(v.timeline))],
        ['message', text(v.message)],
      ]);
    }
    case 'booking': {
      const v = submission.data;
      return row('bookings', [
        ...sender(v, true),
        ['topic', text(v.topic)],
        ['slot_start', sql`${v.slotStart}::timestamptz`],
        ['slot_end', sql`${extra.slotEnd ?? ''}::timestamptz`],
        ['time_zone', text(v.timeZone)],
        ['notes', text(blankToNull(v.notes))],
      ]);
    }
    case 'contact': {
      const v = submission.data;
      return row('contact_messages', [...sender(v, false), ['subject', text(v.subject)], ['message', text(v.message)]]);
    }
    case 'privacy': {
      const v = submission.data;
      return row('privacy_requests', [
        ['type', text(v.type)],
        ['relationship', text(v.relationship)],
        ['name', text(v.name)],
        ['email', text(v.email)],
        ['details', text(blankToNull(v.details))],
      ]);
    }
    case 'subscribe': {
      const v = submission.data;
      return row('subscribers', [
        ['email', text(v.email.toLowerCase())],
        ['unsubscribe_token', text(extra.token ?? '')],
      ]);
    }
  }
}

export type SubmitInput = FormSubmission & {
  idempotencyKey: string;
  /** Rate-limit bucket: hashClient(address) — the form is added here. */
  clientHash: string;
  /** Booking only: the end of the (already verified) offered slot. */
  slotEnd?: string;
};

export type SubmitResult =
  | { kind: 'created'; reference: string; unsubscribeToken?: string; alreadySubscribed?: boolean }
  | { kind: 'replayed'; reference: string; unsubscribeToken?: string; alreadySubscribed?: boolean }
  /** A subscription for an address that unsubscribed: only its owner may undo that (nothing stored). */
  | { kind: 'opted_out' }
  | { kind: 'idempotency_conflict' }
  | { kind: 'rate_limited'; retryAfter: number }
  | { kind: 'slot_taken' };

type SubmitRow = {
  blocked_until: Date | string | null;
  inserted: string | null;
  token: string | null;
  fresh: boolean | null;
  opted_out: boolean;
  prior_form: string | null;
  prior_hash: string | null;
  prior_reference: string | null;
  prior_token: string | null;
};

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code: unknown = Reflect.get(error, 'code');
  // postgres.js names it constraint_name; PGlite, constraint.
  const name: unknown = Reflect.get(error, 'constraint_name') ?? Reflect.get(error, 'constraint');
  const message: unknown = Reflect.get(error, 'message');
  return code === '23505' && (name === constraint || (name === undefined && typeof message === 'string' && message.includes(constraint)));
}

/**
 * Stores one submission, atomically and in one statement (one round trip): the client's
 * rate-limit counter, the idempotency key, the submission row and its outbox notification. When
 * the key exists already, answers with the first submission's reference (same payload) or a
 * conflict (different payload). Two bookings of one slot: the unique index decides.
 *
 * A subscription is one row per address, and its unsubscribe token is a secret of whoever
 * subscribed it: only the submission that created the row (or a retry with its key) is given the
 * token. A later subscription of the same address is answered as already subscribed, with the
 * subscriber's reference and no token, and changes nothing; one for an address that unsubscribed
 * stores nothing (`opted_out`), since anyone may type an address and only its owner may undo an
 * opt-out.
 */
export async function submitForm(db: Db, input: SubmitInput): Promise<SubmitResult> {
  const { formId, idempotencyKey } = input;
  const reference = newReference(formId);
  const token = formId === 'subscribe' ? newToken() : undefined;
  const hash = payloadHash(formId, input.data);
  const row = rowFor(input, reference, { slotEnd: input.slotEnd, token });
  const bucket = `${input.clientHash}:${formId}`;

  const email = input.formId === 'subscribe' ? input.data.email.toLowerCase() : '';
  // The no-op update returns the existing row (an `xmax` other than 0 tells it from a new one).
  const conflict = formId === 'subscribe' ? sql`on conflict (email) do update set email = subscribers.email` : sql``;
  const outboxFilter = formId === 'subscribe' ? sql`where r.fresh` : sql``;
  const returning =
    formId === 'subscribe'
      ? sql`returning reference, case when xmax = 0 then unsubscribe_token end as token, (xmax = 0) as fresh`
      : sql`returning reference, null::text as token, true as fresh`;
  const optedOut = formId === 'subscribe' ? sql`exists (select 1 from subscribers where email = ${email}::text and status = 'unsubscribed')` : sql`false`;

  // A subscription's replay answers with the address's subscriber (one per address), whatever
  // reference the key was first given: the upsert may have returned an older subscriber's. The
  // token only to the key that created the row (the row's reference is the one that key was given).
  const priorReference =
    formId === 'subscribe'
      ? sql`case when prior.key is null then null else (select reference from subscribers where subscribers.email = ${email}::text) end`
      : sql`prior.reference`;
  const priorToken =
    formId === 'subscribe'
      ? sql`case when prior.key is null then null else (select unsubscribe_token from subscribers where subscribers.email = ${email}::text and subscribers.reference = prior.reference) end`
      : sql`null::text`;

  const statement = sql<SubmitRow>`
    with rl as (
      ${formsRateLimitUpsert(bucket)}
    ),
    ik as (
      insert into idempotency_keys (key, form, payload_hash, reference)
      select ${idempotencyKey}::uuid, ${formId}::text, ${hash}::text, ${reference}::text from rl where rl.blocked_until is null and not ${optedOut}
      on conflict (key) do nothing
      returning reference
    ),
    r as (
      insert into ${sql.table(row.table)} (${sql.join(row.columns.map((column) => sql.ref(column)))})
      select ${sql.join(row.values)} from ik
      ${conflict}
      ${returning}
    ),
    ob as (
      insert into notifications_outbox (form, reference)
      select ${formId}::text, r.reference from r ${outboxFilter}
      returning id
    )
    select (select blocked_until from rl) as blocked_until, (select reference from r) as inserted,
      (select token from r) as token, (select fresh from r) as fresh, ${optedOut} as opted_out, (select count(*) from ob) as notified,
      -- A replay: the key as committed before this statement (the CTEs' own insert is not visible here).
      prior.form as prior_form, prior.payload_hash as prior_hash, ${priorReference} as prior_reference, ${priorToken} as prior_token
    from (select 1) as one left join idempotency_keys as prior on prior.key = ${idempotencyKey}::uuid`;

  let result: SubmitRow | undefined;
  try {
    result = (await statement.execute(db.kysely)).rows[0];
  } catch (error) {
    if (formId === 'booking' && isUniqueViolation(error, 'bookings_active_slot_key')) return { kind: 'slot_taken' };
    throw error;
  }
  if (!result) throw new Error('The submit statement returned no row');

  // An address that unsubscribed stays so, whatever key comes: even a retry of the submission that
  // subscribed it would otherwise answer "subscribed" with a link, for a row that is not.
  if (result.opted_out) return { kind: 'opted_out' };
  // A replay first: a retry of a submission that was stored (its answer lost on the way) gets its
  // reference even when this client has since been blocked; a 429 would tell them it failed.
  if (result.prior_reference !== null) {
    if (result.prior_form !== formId || result.prior_hash !== hash) return { kind: 'idempotency_conflict' };
    if (formId === 'subscribe') return { kind: 'replayed', reference: result.prior_reference, ...subscription(result.prior_token) };
    return { kind: 'replayed', reference: result.prior_reference };
  }
  if (result.blocked_until !== null) {
    const until = new Date(result.blocked_until).getTime();
    return { kind: 'rate_limited', retryAfter: Math.max(1, Math.ceil((until - Date.now()) / 1000)) };
  }
  if (result.inserted !== null) {
    if (formId === 'subscribe') return { kind: 'created', reference: result.inserted, ...subscription(result.fresh ? result.token : null) };
    return { kind: 'created', reference: result.inserted };
  }

  // The key was committed by a concurrent request while this statement ran: read it now.
  const existing = await db.kysely
    .selectFrom('idempotency_keys')
    .select(['form', 'payload_hash', 'reference'])
    .where('key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!existing || existing.form !== formId || existing.payload_hash !== hash) return { kind: 'idempotency_conflict' };
  if (formId === 'subscribe') {
    const subscriber = await db.kysely.selectFrom('subscribers').select(['reference', 'unsubscribe_token']).where('email', '=', email).executeTakeFirst();
    if (subscriber) return { kind: 'replayed', reference: subscriber.reference, ...subscription(subscriber.reference === existing.reference ? subscriber.unsubscribe_token : null) };
  }
  return { kind: 'replayed', reference: existing.reference };
}

/** A subscription's answer: the token for the submission that created the row, else "already subscribed". */
function subscription(token: string | null): { unsubscribeToken?: string; alreadySubscribed?: boolean } {
  return token ? { unsubscribeToken: token } : { alreadySubscribed: true };
}

/** Starts of booked (not cancelled) slots from `from` on. */
export async function bookedStarts(db: Db, from: Date, to: Date): Promise<Date[]> {
  const rows = await db.kysely
    .selectFrom('bookings')
    .select('slot_start')
    .where('status', '<>', 'cancelled')
    .where('slot_start', '>=', from)
    .where('slot_start', '<', to)
    .execute();
  return rows.map((row) => new Date(row.slot_start));
}

export async function findBooking(db: Db, reference: string) {
  return db.kysely
    .selectFrom('bookings')
    .select(['reference', 'topic', 'slot_start', 'slot_end', 'time_zone', 'status', 'locale'])
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function findSubscriberByToken(db: Db, token: string) {
  return db.kysely.selectFrom('subscribers').select(['reference', 'status', 'locale']).where('unsubscribe_token', '=', token).executeTakeFirst();
}

/** Sets the subscription of the holder of `token`; their language when such a subscriber exists (idempotent), else null. */
async function setSubscription(db: Db, token: string, subscribed: boolean): Promise<{ locale: string } | null> {
  const result = await db.kysely
    .updateTable('subscribers')
    .set(subscribed ? { status: 'subscribed', unsubscribed_at: null } : { status: 'unsubscribed', unsubscribed_at: sql<Date>`coalesce(unsubscribed_at, now())` })
    .where('unsubscribe_token', '=', token)
    .returning('locale')
    .executeTakeFirst();
  return result ?? null;
}

/** Unsubscribes the holder of `token`. */
export const unsubscribe = (db: Db, token: string) => setSubscription(db, token, false);

/**
 * Subscribes the holder of `token` again: the link from their first confirmation is what proves
 * the address is theirs (the public form refuses an address that unsubscribed). Their language
 * when such a subscriber exists, else null.
 */
export const resubscribe = (db: Db, token: string) => setSubscription(db, token, true);

export type ConsentInput = {
  preferences: ConsentPreferences;
  version: string;
  /** Salted hash of the client address (hashClient), never the address. */
  ipHash: string | null;
  userAgent: string | null;
  /** The visitor's own clock, as sent. */
  clientTimestamp?: string | Date | null;
};

/** Stores one consent decision (the consent audit trail); returns its id. */
export async function recordConsent(db: Db, input: ConsentInput): Promise<{ id: string; createdAt: Date }> {
  const row = await db.kysely
    .insertInto('consent_records')
    .values({
      // Sent as text and cast by the server: postgres.js would otherwise store a JSON string.
      preferences: sql<string>`${JSON.stringify({
        analytics: input.preferences.analytics,
        marketing: input.preferences.marketing,
        doNotSell: input.preferences.doNotSell,
      })}::text::jsonb`,
      version: input.version,
      ip_hash: input.ipHash,
      user_agent: input.userAgent === null ? null : input.userAgent.slice(0, 512),
      client_timestamp: input.clientTimestamp ?? null,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: String(row.id), createdAt: new Date(row.created_at) };
}

/** Deletes idempotency keys and idle rate-limit counters older than a day (housekeeping). */
export async function pruneEphemeral(db: Db): Promise<void> {
  await db.kysely.deleteFrom('idempotency_keys').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  await db.kysely
    .deleteFrom('rate_limits')
    .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', sql<Date>`now()`)]))
    .execute();
}

export type DatabaseCheck = {
  reachable: boolean;
  driver: 'pglite' | 'postgres' | null;
  latestMigration: string | null;
  roundTripMs: number | null;
  error?: string;
};

/** A live check: one query that reads the latest migration, timed. */
export async function checkDatabase(db: Db): Promise<DatabaseCheck> {
  const started = performance.now();
  const row = await db.kysely.selectFrom('schema_migrations').select('name').orderBy('name', 'desc').limit(1).executeTakeFirst();
  const roundTripMs = Math.round((performance.now() - started) * 100) / 100;
  return { reachable: true, driver: db.driver, latestMigration: row?.name ?? null, roundTripMs };
}
