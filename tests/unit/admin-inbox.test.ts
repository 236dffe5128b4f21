import { csvCell, toCsv } from '@/lib/admin/csv';
import { parseInboxQuery } from '@/lib/admin/inbox-types';

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
});

describe('inbox query', () => {
  it('defaults to every kind, all statuses, 200 rows', () => {
    expect(parseInboxQuery(new URLSearchParams())).toEqual({ kinds: ['quote', 'booking', 'contact', 'subscriber'], status: 'all', q: '', limit: 200 });
  });

  it('reads kinds, status, search and a capped limit; ignores unknown values', () => {
    expect(parseInboxQuery(new URLSearchParams('kind=contact&kind=nope&status=open&q=%20ada%20&limit=9999'))).toEqual({ kinds: ['contact'], status: 'open', q: 'ada', limit: 500 });
    expect(parseInboxQuery(new URLSearchParams('status=weird')).status).toBe('all');
  });
});
