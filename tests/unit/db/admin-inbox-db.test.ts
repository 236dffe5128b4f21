/**
 * @jest-environment node
 */
import type { Db } from '@/lib/db/connection';
import { countInbox, inboxBatches, inboxPage, listInbox, setHandled } from '@/lib/admin/inbox';
import { formatCursor, parseInboxQuery, type InboxItem } from '@/lib/admin/inbox-types';
import { sql } from 'kysely';
import { freshDb, TEST_DRIVERS } from './helpers';

// As text, cast by the database: postgres.js would turn a timestamptz parameter into a JavaScript
// Date and drop the microseconds these tests are about (rows written by the site get now()).
const ts = (at: string) => sql<string>`${at}::text::timestamptz`;

const refs = (items: InboxItem[]) => items.map((item) => item.reference);
const list = async (db: Db, params: string) => refs((await listInbox(db, parseInboxQuery(new URLSearchParams(params)))).items);

/**
 * The whole inbox, newest first. Three rows share one microsecond (a quote and two contact
 * messages) and a fourth is one microsecond older in the same millisecond: the order is the
 * microsecond, then the kind (INBOX_KINDS), then the id, and paging must keep it exactly.
 */
const ALL = ['B-AAAA-0007', 'Q-AAAA-0006', 'C-AAAA-0008', 'C-AAAA-0005', 'C-AAAA-0004', 'S-AAAA-0003', 'Q-AAAA-0002', 'C-AAAA-0001'];

describe.each(TEST_DRIVERS)('admin inbox queries (%s)', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(driver);
    const k = db.kysely;
    const contact = (reference: string, at: string, subject = 'general') =>
      k.insertInto('contact_messages').values({ reference, name: 'Ada', email: 'ada@example.com', subject, message: `Message ${reference}, long enough.`, locale: 'en', created_at: ts(at) }).execute();
    await contact('C-AAAA-0001', '2026-11-01T10:00:00Z');
    await k.insertInto('quote_requests').values({ reference: 'Q-AAAA-0002', name: 'Grace', email: 'grace@example.com', interest: 'consulting', budget: 'under-50k', message: 'A quote request in the middle.', locale: 'de', created_at: ts('2026-11-02T10:00:00Z') }).execute();
    await k.insertInto('subscribers').values({ reference: 'S-AAAA-0003', email: 'news@example.com', locale: 'fr', unsubscribe_token: 'token-0003', created_at: ts('2026-11-03T10:00:00Z') }).execute();
    await contact('C-AAAA-0004', '2026-11-04T10:00:00.123456Z');
    await contact('C-AAAA-0005', '2026-11-04T10:00:00.123457Z', 'sales');
    await k.insertInto('quote_requests').values({ reference: 'Q-AAAA-0006', name: 'Hedy', email: 'hedy@example.com', interest: 'quantum', message: 'Same microsecond as two messages.', locale: 'en', created_at: ts('2026-11-04T10:00:00.123457Z') }).execute();
    await k
      .insertInto('bookings')
      .values({ reference: 'B-AAAA-0007', name: 'Katherine', email: 'kj@example.com', topic: 'space-navigation', slot_start: '2026-12-01T14:00:00Z', slot_end: '2026-12-01T14:30:00Z', time_zone: 'Europe/Berlin', locale: 'en', created_at: ts('2026-11-05T09:00:00Z') })
      .execute();
    await contact('C-AAAA-0008', '2026-11-04T10:00:00.123457Z', 'partnerships');
  }, 60_000);
  afterAll(() => db.close());

  it('lists every kind, newest first, to the microsecond, with the stored values field by field', async () => {
    const { items, next } = await listInbox(db, parseInboxQuery(new URLSearchParams()));
    expect(refs(items)).toEqual(ALL);
    expect(next).toBeNull();
    expect(items.find((item) => item.reference === 'Q-AAAA-0002')).toMatchObject({ kind: 'quote', name: 'Grace', summary: 'consulting · under-50k', details: { kind: 'quote', interest: 'consulting', budget: 'under-50k', timeline: null }, body: 'A quote request in the middle.', handled: false });
    expect(items.find((item) => item.reference === 'C-AAAA-0005')?.details).toEqual({ kind: 'contact', subject: 'sales' });
    expect(items.find((item) => item.reference === 'B-AAAA-0007')?.details).toEqual({ kind: 'booking', topic: 'space-navigation', slotStart: '2026-12-01T14:00:00.000Z', timeZone: 'Europe/Berlin', status: 'confirmed' });
    expect(items.find((item) => item.reference === 'C-AAAA-0004')?.key).toMatch(/^1793786400123456\.contact\.\d+$/);
  });

  it('filters by kind and searches text (wildcards taken literally)', async () => {
    expect(await list(db, 'kind=subscriber')).toEqual(['S-AAAA-0003']);
    expect(await list(db, 'q=GRACE')).toEqual(['Q-AAAA-0002']);
    expect(await list(db, 'q=%25')).toEqual([]);
  });

  it('lists nothing when the kind parameter selects no kind (an empty selection), and counts nothing', async () => {
    expect(await list(db, 'kind=')).toEqual([]);
    expect(await countInbox(db, parseInboxQuery(new URLSearchParams('kind=')))).toBe(0);
    expect(await inboxPage(db, parseInboxQuery(new URLSearchParams('kind=&status=all')))).toEqual({ items: [], total: 0, next: null });
  });

  it.each([1, 2, 3, 5])('pages through everything %i at a time: no item lost or repeated, the order kept, an honest total', async (limit) => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await inboxPage(db, parseInboxQuery(new URLSearchParams(`limit=${limit}${after ? `&after=${after}` : ''}`)));
      expect(page.total).toBe(ALL.length);
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...refs(page.items));
      after = page.next;
      pages += 1;
    } while (after && pages < 20);
    expect(seen).toEqual(ALL);
    expect(pages).toBe(Math.ceil(ALL.length / limit));
  });

  it('pages with filters, and counts only what matches', async () => {
    const first = await inboxPage(db, parseInboxQuery(new URLSearchParams('kind=contact&limit=2')));
    expect(first.total).toBe(4);
    expect(refs(first.items)).toEqual(['C-AAAA-0008', 'C-AAAA-0005']);
    const second = await inboxPage(db, parseInboxQuery(new URLSearchParams(`kind=contact&limit=2&after=${first.next}`)));
    expect(refs(second.items)).toEqual(['C-AAAA-0004', 'C-AAAA-0001']);
    expect(second.next).toBeNull();
    expect(await countInbox(db, parseInboxQuery(new URLSearchParams('q=ada')))).toBe(4);
  });

  it('a cursor from a kind that is not listed still pages by time', async () => {
    const { items } = await listInbox(db, parseInboxQuery(new URLSearchParams('kind=quote&kind=contact')));
    const booking = (await listInbox(db, parseInboxQuery(new URLSearchParams('kind=booking')))).items[0]!;
    expect(refs((await listInbox(db, parseInboxQuery(new URLSearchParams(`kind=quote&kind=contact&after=${booking.key}`)))).items)).toEqual(refs(items));
  });

  it('reads every matching row in bounded batches for the export', async () => {
    const batches: string[][] = [];
    for await (const batch of inboxBatches(db, { ...parseInboxQuery(new URLSearchParams()), after: null }, 3)) batches.push(refs(batch));
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 2]);
    expect(batches.flat()).toEqual(ALL);
  });

  it('marks an item handled and filters by status', async () => {
    expect(await setHandled(db, 'contact', 'C-AAAA-0001', true)).toBe(true);
    expect(await setHandled(db, 'contact', 'C-ZZZZ-9999', true)).toBe(false);
    expect(await list(db, 'status=handled')).toEqual(['C-AAAA-0001']);
    expect(await list(db, 'status=open')).toEqual(ALL.filter((reference) => reference !== 'C-AAAA-0001'));
    expect(await countInbox(db, parseInboxQuery(new URLSearchParams('status=open')))).toBe(ALL.length - 1);
    // A cursor is only a position: it pages the same under another status filter.
    const cursor = formatCursor({ at: '1793786400123457', kind: 'contact', id: '1' });
    expect(await list(db, `status=open&after=${cursor}`)).toEqual(['C-AAAA-0004', 'S-AAAA-0003', 'Q-AAAA-0002']);
  });
});
