/**
 * @jest-environment node
 */
import type { Db } from '@/lib/db/connection';
import { listInbox, setHandled } from '@/lib/admin/inbox';
import { parseInboxQuery } from '@/lib/admin/inbox-types';
import { freshDb, TEST_DRIVERS } from './helpers';

describe.each(TEST_DRIVERS)('admin inbox queries (%s)', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(driver);
    const k = db.kysely;
    await k.insertInto('contact_messages').values({ reference: 'C-AAAA-0001', name: 'Ada', email: 'ada@example.com', subject: 'general', message: 'First message, oldest.', locale: 'en', created_at: '2026-11-01T10:00:00Z' }).execute();
    await k.insertInto('quote_requests').values({ reference: 'Q-AAAA-0002', name: 'Grace', email: 'grace@example.com', interest: 'consulting', message: 'A quote request in the middle.', locale: 'de', created_at: '2026-11-02T10:00:00Z' }).execute();
    await k.insertInto('subscribers').values({ reference: 'S-AAAA-0003', email: 'news@example.com', locale: 'fr', unsubscribe_token: 'token-0003', created_at: '2026-11-03T10:00:00Z' }).execute();
  }, 60_000);
  afterAll(() => db.close());

  it('lists every kind, newest first', async () => {
    const items = await listInbox(db, parseInboxQuery(new URLSearchParams()));
    expect(items.map((item) => item.reference)).toEqual(['S-AAAA-0003', 'Q-AAAA-0002', 'C-AAAA-0001']);
    expect(items[1]).toMatchObject({ kind: 'quote', name: 'Grace', summary: 'consulting', body: 'A quote request in the middle.', handled: false });
  });

  it('filters by kind and searches text (wildcards taken literally)', async () => {
    expect((await listInbox(db, parseInboxQuery(new URLSearchParams('kind=contact')))).map((item) => item.reference)).toEqual(['C-AAAA-0001']);
    expect((await listInbox(db, parseInboxQuery(new URLSearchParams('q=GRACE')))).map((item) => item.reference)).toEqual(['Q-AAAA-0002']);
    expect(await listInbox(db, parseInboxQuery(new URLSearchParams('q=%25')))).toEqual([]);
  });

  it('marks an item handled and filters by status', async () => {
    expect(await setHandled(db, 'contact', 'C-AAAA-0001', true)).toBe(true);
    expect(await setHandled(db, 'contact', 'C-ZZZZ-9999', true)).toBe(false);
    expect((await listInbox(db, parseInboxQuery(new URLSearchParams('status=handled')))).map((item) => item.reference)).toEqual(['C-AAAA-0001']);
    expect((await listInbox(db, parseInboxQuery(new URLSearchParams('status=open')))).map((item) => item.reference)).toEqual(['S-AAAA-0003', 'Q-AAAA-0002']);
  });
});
