/**
 * @jest-environment node
 */
import type { Db } from '@/lib/db/connection';
import { GET } from '@/app/api/admin/inbox/route';
import { CSV_COLUMNS, INBOX_EXPORT_BATCH, INBOX_LIMIT_MAX } from '@/lib/admin/inbox-types';
import { freshDb } from './helpers';

let mockDb: Promise<Db>;
// An administrator's request (the role check itself is tested in auth-guard and the end-to-end tests).
jest.mock('@/lib/admin/api', () => ({ NO_STORE: { 'Cache-Control': 'private, no-store' }, forbiddenUnlessAdmin: async () => null }));
jest.mock('@/lib/db', () => ({ ...jest.requireActual('@/lib/db'), getDb: () => mockDb }));

/** More rows than a page, than the largest page and than two export batches. */
const ROWS = 2 * INBOX_EXPORT_BATCH + 234;

// The first test waits for the database to open (its own thread, migrations).
jest.setTimeout(30_000);

describe('GET /api/admin/inbox (the route, on the embedded database)', () => {
  beforeAll(async () => {
    mockDb = freshDb('pglite');
    const db = await mockDb;
    const start = Date.parse('2026-11-01T00:00:00Z');
    const rows = Array.from({ length: ROWS }, (_, index) => ({
      reference: `C-ROWS-${String(index).padStart(4, '0')}`,
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'general',
      message: `Message number ${index}.`,
      locale: 'en',
      created_at: new Date(start + index * 1000).toISOString(),
    }));
    for (let offset = 0; offset < rows.length; offset += 500) await db.kysely.insertInto('contact_messages').values(rows.slice(offset, offset + 500)).execute();
  }, 60_000);
  afterAll(async () => (await mockDb).close());

  it('exports every matching row as CSV, past any page limit, newest first', async () => {
    const response = await GET(new Request('http://localhost/api/admin/inbox?kind=contact&status=all&format=csv&limit=5'));
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(ROWS + 1);
    expect(ROWS).toBeGreaterThan(INBOX_LIMIT_MAX);
    expect(lines[1]).toContain(`C-ROWS-${ROWS - 1}`);
    expect(lines.at(-1)).toContain('C-ROWS-0000');
    expect(new Set(lines.map((line) => line.split(',')[1])).size).toBe(ROWS + 1);
  });

  it('answers JSON one page at a time, with the total and the next cursor', async () => {
    const first = await (await GET(new Request('http://localhost/api/admin/inbox?limit=2'))).json();
    expect(first).toMatchObject({ ok: true, total: ROWS, next: expect.any(String) });
    expect(first.items.map((item: { reference: string }) => item.reference)).toEqual([`C-ROWS-${ROWS - 1}`, `C-ROWS-${ROWS - 2}`]);
    const second = await (await GET(new Request(`http://localhost/api/admin/inbox?limit=2&after=${encodeURIComponent(first.next)}`))).json();
    expect(second.items.map((item: { reference: string }) => item.reference)).toEqual([`C-ROWS-${ROWS - 3}`, `C-ROWS-${ROWS - 4}`]);
  });

  it('lists and exports nothing for an empty selection of kinds', async () => {
    expect(await (await GET(new Request('http://localhost/api/admin/inbox?kind=&status=all'))).json()).toEqual({ ok: true, items: [], total: 0, next: null });
    expect(await (await GET(new Request('http://localhost/api/admin/inbox?kind=&format=csv'))).text()).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
  });
});
