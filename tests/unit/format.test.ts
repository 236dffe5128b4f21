import { formatMoney } from '@/lib/format';

describe('amounts of money', () => {
  it('names the currency by its code, as the content does, and isolates it in right-to-left text', () => {
    expect(formatMoney('ar', 4900)).toContain('\u2066USD\u2069');
    expect(formatMoney('en', 4900)).toBe('USD\u00a04,900');
    expect(formatMoney('de', 60000)).toBe('60.000\u00a0USD');
  });
});
