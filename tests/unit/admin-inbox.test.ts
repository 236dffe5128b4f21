import { csvCell, csvLine, csvRows, toCsv } from '@/lib/admin/csv';
import { formatBytes } from '@/lib/admin/bytes';
import {
  appendPage,
  compareInboxKeys,
  formatCursor,
  inboxParams,
  INBOX_PAGE_SIZE,
  mergeRefresh,
  parseCursor,
  parseInboxQuery,
  previewOf,
  PREVIEW_CHARS,
  type InboxItem,
  type InboxPage,
} from '@/lib/admin/inbox-types';

describe('inbox CSV export', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['a', 'b'], [{ a: 'x,y', b: 'say "hi"\nbye' }])).toBe('a,b\r\n"x,y","say ""hi""\nbye"\r\n');
  });

  it('neutralises spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 617')).toBe("'+1 617");
    expect(csvCell('@sum')).toBe("'@sum");
  });

  it('writes dates as ISO and empty values as empty cells', () => {
    expect(toCsv(['d', 'n'], [{ d: new Date('2026-11-23T10:00:00Z'), n: null }])).toBe('d,n\r\n2026-11-23T10:00:00.000Z,\r\n');
  });

  it('writes the header and the batches separately, joining into the same file', () => {
    const rows = [{ a: 1, b: 'x' }, { a: 2, b: 'y,z' }];
    expect(csvLine(['a', 'b']) + csvRows(['a', 'b'], rows.slice(0, 1)) + csvRows(['a', 'b'], rows.slice(1))).toBe(toCsv(['a', 'b'], rows));
    expect(csvRows(['a'], [])).toBe('');
  });
});

describe('inbox query', () => {
  it('defaults to every kind, all statuses, one page from the start', () => {
    expect(parseInboxQuery(new URLSearchParams())).toEqual({ kinds: ['quote', 'booking', 'contact', 'subscriber', 'privacy'], status: 'all', q: '', limit: INBOX_PAGE_SIZE, after: null });
  });

  it('reads kinds, status, search, a capped limit and a cursor; ignores unknown values', () => {
    expect(parseInboxQuery(new URLSearchParams('kind=contact&kind=nope&status=open&q=%20ada%20&limit=9999&after=1793786400123456.contact.42'))).toEqual({
      kinds: ['contact'],
      status: 'open',
      q: 'ada',
      limit: 500,
      after: { at: '1793786400123456', kind: 'contact', id: '42' },
    });
    expect(parseInboxQuery(new URLSearchParams('status=weird')).status).toBe('all');
    expect(parseInboxQuery(new URLSearchParams('after=garbage')).after).toBeNull();
  });

  it('reads an empty selection of kinds as no kind at all, not as every kind', () => {
    expect(parseInboxQuery(new URLSearchParams('kind=')).kinds).toEqual([]);
    expect(parseInboxQuery(new URLSearchParams('kind=nope')).kinds).toEqual([]);
  });

  it('writes the view filters as parameters that read back the same, "kind=" for none', () => {
    for (const filters of [
      { kinds: ['quote', 'contact'] as const, status: 'open' as const, q: 'ada' },
      { kinds: [] as const, status: 'all' as const, q: '' },
    ]) {
      const params = inboxParams({ ...filters, kinds: [...filters.kinds] });
      expect(parseInboxQuery(params)).toMatchObject({ ...filters, kinds: [...filters.kinds] });
    }
    expect(inboxParams({ kinds: [], status: 'all', q: ' ' }).toString()).toBe('kind=&status=all');
  });
});

describe('inbox order and cursors', () => {
  it('round-trips a cursor and refuses malformed ones', () => {
    const cursor = { at: '1793786400123456', kind: 'booking' as const, id: '7' };
    expect(parseCursor(formatCursor(cursor))).toEqual(cursor);
    for (const bad of ['', '1.contact', '1.letter.2', 'x.contact.2', '1.contact.2; drop table']) expect(parseCursor(bad)).toBeNull();
  });

  it('orders newest first, then by kind, then the higher id first, beyond the range of exact numbers', () => {
    const keys = ['1793786400123456.contact.9', '1793786400123457.contact.2', '1793786400123457.quote.1', '1793786400123457.contact.10', '999.quote.1'];
    expect([...keys].sort(compareInboxKeys)).toEqual(['1793786400123457.quote.1', '1793786400123457.contact.10', '1793786400123457.contact.2', '1793786400123456.contact.9', '999.quote.1']);
    // 2^53 + 1 and 2^53 are the same Number; the keys still differ.
    expect(compareInboxKeys('9007199254740993.quote.1', '9007199254740992.quote.1')).toBeLessThan(0);
  });
});

const item = (reference: string, at: number, extra: Partial<InboxItem> = {}): InboxItem => ({
  kind: 'contact',
  id: reference.replace(/\D/g, ''),
  reference,
  key: `${at}.contact.${reference.replace(/\D/g, '')}`,
  createdAt: new Date(at / 1000).toISOString(),
  handled: false,
  name: '',
  email: '',
  summary: '',
  details: { kind: 'contact', subject: 'general' },
  body: '',
  company: '',
  phone: '',
  locale: 'en',
  ...extra,
});
const page = (items: InboxItem[], total: number, next: string | null): InboxPage => ({ items, total, next });
const refs = (items: InboxItem[]) => items.map((entry) => entry.reference);

describe('refreshing and extending the list shown', () => {
  // Shown: five items (two pages of the view, with more to come); each item's time is its number.
  const shown = page([item('C5', 5000), item('C4', 4000), item('C3', 3000), item('C2', 2000), item('C1', 1000)], 9, '1000.contact.1');

  it('keeps what "Load more" added below a refreshed first page, and names the rows that arrived', () => {
    const fresh = page([item('C7', 7000), item('C6', 6000), item('C5', 5000, { handled: true })], 11, '5000.contact.5');
    const merged = mergeRefresh(shown, fresh);
    expect(refs(merged.items)).toEqual(['C7', 'C6', 'C5', 'C4', 'C3', 'C2', 'C1']);
    expect(merged.items[2]?.handled).toBe(true);
    expect(merged.total).toBe(11);
    expect(merged.next).toBe('1000.contact.1');
    expect(merged.arrived).toEqual(['C7', 'C6']);
  });

  it('takes a first page that is the whole list as it is', () => {
    const merged = mergeRefresh(shown, page([item('C5', 5000)], 1, null));
    expect(refs(merged.items)).toEqual(['C5']);
    expect(merged.next).toBeNull();
  });

  it('names nothing as arrived when nothing was shown before', () => {
    expect(mergeRefresh(page([], 0, null), page([item('C1', 1000)], 1, null)).arrived).toEqual([]);
  });

  it('appends a further page without repeating an item', () => {
    const more = appendPage(page(shown.items.slice(0, 2), 9, '4000.contact.4'), page([item('C4', 4000), item('C3', 3000)], 9, '3000.contact.3'));
    expect(refs(more.items)).toEqual(['C5', 'C4', 'C3']);
    expect(more.next).toBe('3000.contact.3');
  });
});

describe('message preview', () => {
  it('shows a short message whole', () => {
    expect(previewOf('Hello there.')).toBeNull();
    expect(previewOf('a\nb\nc\nd')).toBeNull();
  });

  it('shortens a long message at a space, with an ellipsis', () => {
    const long = `${'word '.repeat(500)}end`;
    const preview = previewOf(long)!;
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_CHARS + 1);
    expect(preview.endsWith('word…')).toBe(true);
  });

  it('cuts one long unbroken word where it must', () => {
    expect(previewOf('x'.repeat(2500))).toBe(`${'x'.repeat(PREVIEW_CHARS)}…`);
  });

  it('keeps at most four lines, and never splits a surrogate pair', () => {
    expect(previewOf('1\n2\n3\n4\n5\n6')).toBe('1\n2\n3\n4…');
    const emoji = previewOf(`${'x'.repeat(PREVIEW_CHARS - 1)}😀 and more`)!;
    expect(emoji).toBe(`${'x'.repeat(PREVIEW_CHARS - 1)}…`);
  });
});

describe('byte sizes', () => {
  it('uses the largest sensible unit, in the reader\'s language', () => {
    expect(formatBytes(1048.4 * 1024, 'en')).toBe('1.07 MB');
    expect(formatBytes(4195352.4 * 1024, 'en')).toBe('4.3 GB');
    expect(formatBytes(512, 'en')).toBe('512 bytes');
    expect(formatBytes(0, 'en')).toBe('0 bytes');
    expect(formatBytes(999_960, 'en')).toBe('1 MB');
    expect(formatBytes(4195352.4 * 1024, 'fr').replace(/\s/g, ' ')).toBe('4,3 Go');
    expect(formatBytes(Number.NaN, 'en')).toBe('0 bytes');
  });
});
