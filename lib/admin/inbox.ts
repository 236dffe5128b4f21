import 'server-only';
import { sql } from 'kysely';
import type { Db } from '../db';
import { type InboxItem, type InboxKind, type InboxQuery } from './inbox-types';

const TABLE = { quote: 'quote_requests', booking: 'bookings', contact: 'contact_messages', subscriber: 'subscribers' } as const satisfies Record<InboxKind, string>;
export const tableOf = (kind: InboxKind) => TABLE[kind];

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The inbox: every kind asked for, newest first, filtered by status and a search over text columns. */
export async function listInbox(db: Db, query: InboxQuery): Promise<InboxItem[]> {
  const k = db.kysely;
  const pattern = like(query.q);
  const handled = query.status === 'all' ? null : query.status === 'handled';
  const items: InboxItem[] = [];

  if (query.kinds.includes('quote')) {
    let select = k.selectFrom('quote_requests').selectAll().orderBy('created_at', 'desc').limit(query.limit);
    if (handled !== null) select = select.where('handled', '=', handled);
    if (query.q) select = select.where(sql<boolean>`concat_ws(' ', reference, name, email, company, phone, interest, message) ilike ${pattern}`);
    for (const row of await select.execute())
      items.push({ kind: 'quote', id: row.id, reference: row.reference, createdAt: iso(row.created_at), handled: row.handled, name: row.name, email: row.email, summary: [row.interest, row.budget, row.timeline].filter(Boolean).join(' · '), body: row.message, company: row.company ?? '', phone: row.phone ?? '', locale: row.locale });
  }
  if (query.kinds.includes('booking')) {
    let select = k.selectFrom('bookings').selectAll().orderBy('created_at', 'desc').limit(query.limit);
    if (handled !== null) select = select.where('handled', '=', handled);
    if (query.q) select = select.where(sql<boolean>`concat_ws(' ', reference, name, email, company, phone, topic, notes) ilike ${pattern}`);
    for (const row of await select.execute())
      items.push({ kind: 'booking', id: row.id, reference: row.reference, createdAt: iso(row.created_at), handled: row.handled, name: row.name, email: row.email, summary: `${row.topic} · ${iso(row.slot_start)} (${row.time_zone}) · ${row.status}`, body: row.notes ?? '', company: row.company ?? '', phone: row.phone ?? '', locale: row.locale });
  }
  if (query.kinds.includes('contact')) {
    let select = k.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').limit(query.limit);
    if (handled !== null) select = select.where('handled', '=', handled);
    if (query.q) select = select.where(sql<boolean>`concat_ws(' ', reference, name, email, phone, subject, message) ilike ${pattern}`);
    for (const row of await select.execute())
      items.push({ kind: 'contact', id: row.id, reference: row.reference, createdAt: iso(row.created_at), handled: row.handled, name: row.name, email: row.email, summary: row.subject, body: row.message, company: '', phone: row.phone ?? '', locale: row.locale });
  }
  if (query.kinds.includes('subscriber')) {
    let select = k.selectFrom('subscribers').select(['id', 'reference', 'email', 'locale', 'status', 'handled', 'created_at']).orderBy('created_at', 'desc').limit(query.limit);
    if (handled !== null) select = select.where('handled', '=', handled);
    if (query.q) select = select.where(sql<boolean>`concat_ws(' ', reference, email) ilike ${pattern}`);
    for (const row of await select.execute())
      items.push({ kind: 'subscriber', id: row.id, reference: row.reference, createdAt: iso(row.created_at), handled: row.handled, name: '', email: row.email, summary: row.status, body: '', company: '', phone: '', locale: row.locale });
  }
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, query.limit);
}

/** Marks one row (by its reference) handled or open; false when no such row exists. */
export async function setHandled(db: Db, kind: InboxKind, reference: string, handled: boolean): Promise<boolean> {
  const result = await db.kysely.updateTable(tableOf(kind)).set({ handled }).where('reference', '=', reference).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
