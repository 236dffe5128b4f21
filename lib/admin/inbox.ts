import 'server-only';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db';
import { isPrivacyState, privacyTargetDate, type PrivacyRequestType, type PrivacyState } from '../forms/schemas';
import { compareInboxKeys, formatCursor, INBOX_EXPORT_BATCH, INBOX_KINDS, parseCursor, type InboxCursor, type InboxItem, type InboxKind, type InboxPage, type InboxQuery } from './inbox-types';

const TABLE = {
  quote: 'quote_requests',
  booking: 'bookings',
  contact: 'contact_messages',
  subscriber: 'subscribers',
  privacy: 'privacy_requests',
} as const satisfies Record<InboxKind, string>;
export const tableOf = (kind: InboxKind) => TABLE[kind];

/** The text columns the search looks through, per kind. */
const SEARCHED: Record<InboxKind, RawBuilder<string>> = {
  quote: sql`concat_ws(' ', reference, name, email, company, phone, interest, message)`,
  booking: sql`concat_ws(' ', reference, name, email, company, phone, topic, notes)`,
  contact: sql`concat_ws(' ', reference, name, email, phone, subject, message)`,
  subscriber: sql`concat_ws(' ', reference, email)`,
  privacy: sql`concat_ws(' ', reference, name, email, type, relationship, state, details)`,
};

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The creation time in whole microseconds since the epoch, exactly (the cursor's `at`). */
const AT = sql<string>`(extract(epoch from created_at) * 1000000)::bigint::text`;
const keyOf = (kind: InboxKind, row: { at: string; id: string | number | bigint }) => formatCursor({ kind, at: row.at, id: String(row.id) });

type StoredRow = { at: string; id: string | number | bigint; reference: string; created_at: Date | string; handled: boolean; locale: string };

/** The fields every kind of item takes from its row the same way. */
const itemBase = <K extends InboxKind>(kind: K, row: StoredRow) => ({
  kind,
  id: String(row.id),
  key: keyOf(kind, row),
  reference: row.reference,
  createdAt: iso(row.created_at),
  handled: row.handled,
  locale: row.locale,
});

/**
 * The conditions a row of `kind` must meet: the status, the search, and (for a page after the
 * first) coming after the cursor in the inbox's order (see compareInboxKeys).
 */
function conditions(kind: InboxKind, query: Omit<InboxQuery, 'limit'>): RawBuilder<SqlBool>[] {
  const where: RawBuilder<SqlBool>[] = [];
  if (query.status !== 'all') where.push(sql<SqlBool>`handled = ${query.status === 'handled'}`);
  if (query.q) where.push(sql<SqlBool>`${SEARCHED[kind]} ilike ${like(query.q)}`);
  const after = query.after;
  if (after) {
    const at = sql`(timestamptz 'epoch' + ${after.at}::bigint * interval '1 microsecond')`;
    const order = INBOX_KINDS.indexOf(kind) - INBOX_KINDS.indexOf(after.kind);
    if (order > 0) where.push(sql<SqlBool>`created_at <= ${at}`);
    else if (order < 0) where.push(sql<SqlBool>`created_at < ${at}`);
    else where.push(sql<SqlBool>`(created_at < ${at} or (created_at = ${at} and id < ${after.id}::bigint))`);
  }
  return where;
}

/** Up to `limit` rows of one kind in the inbox's order, as items. */
async function rowsOf(db: Db, kind: InboxKind, query: InboxQuery, limit: number): Promise<InboxItem[]> {
  const k = db.kysely;
  const where = conditions(kind, query);
  if (kind === 'quote') {
    const rows = await k.selectFrom('quote_requests').selectAll().select(AT.as('at')).where((eb) => eb.and(where)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      ...itemBase(kind, row),
      name: row.name,
      email: row.email,
      summary: [row.interest, row.budget, row.timeline].filter(Boolean).join(' · '),
      details: { kind, interest: row.interest, budget: row.budget, timeline: row.timeline },
      body: row.message,
      company: row.company ?? '',
      phone: row.phone ?? '',
    }));
  }
  if (kind === 'booking') {
    const rows = await k.selectFrom('bookings').selectAll().select(AT.as('at')).where((eb) => eb.and(where)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      ...itemBase(kind, row),
      name: row.name,
      email: row.email,
      summary: `${row.topic} · ${iso(row.slot_start)} (${row.time_zone}) · ${row.status}`,
      details: { kind, topic: row.topic, slotStart: iso(row.slot_start), timeZone: row.time_zone, status: row.status },
      body: row.notes ?? '',
      company: row.company ?? '',
      phone: row.phone ?? '',
    }));
  }
  if (kind === 'contact') {
    const rows = await k.selectFrom('contact_messages').selectAll().select(AT.as('at')).where((eb) => eb.and(where)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      ...itemBase(kind, row),
      name: row.name,
      email: row.email,
      summary: row.subject,
      details: { kind, subject: row.subject },
      body: row.message,
      company: '',
      phone: row.phone ?? '',
    }));
  }
  if (kind === 'privacy') {
    const rows = await k.selectFrom('privacy_requests').selectAll().select(AT.as('at')).where((eb) => eb.and(where)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => {
      const type = row.type as PrivacyRequestType;
      const state = isPrivacyState(row.state) ? row.state : 'received';
      const targetDate = privacyTargetDate(type, new Date(row.created_at));
      return {
        ...itemBase(kind, row),
        name: row.name,
        email: row.email,
        summary: `${row.type} · ${row.relationship} · ${state} · target ${targetDate}`,
        details: { kind, type: row.type, relationship: row.relationship, state, stateChangedAt: iso(row.state_changed_at), targetDate },
        body: row.details ?? '',
        company: '',
        phone: '',
      };
    });
  }
  const rows = await k
    .selectFrom('subscribers')
    .select(['id', 'reference', 'email', 'locale', 'status', 'handled', 'created_at'])
    .select(AT.as('at'))
    .where((eb) => eb.and(where))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...itemBase(kind, row),
    name: '',
    email: row.email,
    summary: row.status,
    details: { kind, status: row.status },
    body: '',
    company: '',
    phone: '',
  }));
}

/**
 * One page of the inbox: up to `query.limit` items of the kinds asked for, newest first, after
 * `query.after`; `next` is the cursor of the following page, null on the last one.
 */
export async function listInbox(db: Db, query: InboxQuery): Promise<{ items: InboxItem[]; next: InboxCursor | null }> {
  const limit = query.limit;
  // One row more than the page from each table tells whether another page follows.
  const merged = (await Promise.all(query.kinds.map((kind) => rowsOf(db, kind, query, limit + 1)))).flat().sort((a, b) => compareInboxKeys(a.key, b.key));
  const items = merged.slice(0, limit);
  const last = items.at(-1);
  return { items, next: merged.length > limit && last ? parseCursor(last.key) : null };
}

/** How many items match the kinds, status and search (every page together). */
export async function countInbox(db: Db, query: Pick<InboxQuery, 'kinds' | 'status' | 'q'>): Promise<number> {
  const counts = await Promise.all(
    query.kinds.map(async (kind) => {
      const where = conditions(kind, { ...query, after: null });
      const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
      const result = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(TABLE[kind])} ${filter}`.execute(db.kysely);
      return Number(result.rows[0]?.n ?? 0);
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** A page with the total count, as the view and the JSON API answer it. */
export async function inboxPage(db: Db, query: InboxQuery): Promise<InboxPage> {
  const [{ items, next }, total] = await Promise.all([listInbox(db, query), countInbox(db, query)]);
  return { items, total, next: next && formatCursor(next) };
}

/**
 * Every matching item, in the inbox's order, in batches of `batch` rows (the CSV export streams
 * them), so memory stays bounded however large the inbox grows.
 */
export async function* inboxBatches(db: Db, query: Omit<InboxQuery, 'limit'>, batch = INBOX_EXPORT_BATCH): AsyncGenerator<InboxItem[]> {
  let after = query.after;
  do {
    const page = await listInbox(db, { ...query, after, limit: batch });
    if (page.items.length) yield page.items;
    after = page.next;
  } while (after);
}

/**
 * Marks one row (by its reference) handled or open; false when no such row exists. A privacy
 * request is handled by its state instead (setPrivacyState).
 */
export async function setHandled(db: Db, kind: Exclude<InboxKind, 'privacy'>, reference: string, handled: boolean): Promise<boolean> {
  const result = await db.kysely.updateTable(tableOf(kind)).set({ handled }).where('reference', '=', reference).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Moves a privacy request to `state`, recording when (`state_changed_at`, which "Follow a request"
 * shows); setting the state it already has changes nothing. Null when no such request exists.
 */
export async function setPrivacyState(db: Db, reference: string, state: PrivacyState): Promise<{ state: PrivacyState; stateChangedAt: string } | null> {
  const row = await db.kysely
    .updateTable('privacy_requests')
    .set({ state, state_changed_at: sql<Date>`case when state = ${state}::text then state_changed_at else now() end` })
    .where('reference', '=', reference)
    .returning(['state', 'state_changed_at'])
    .executeTakeFirst();
  return row ? { state: isPrivacyState(row.state) ? row.state : state, stateChangedAt: iso(row.state_changed_at) } : null;
}
