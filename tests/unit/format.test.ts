import { formatMoney } from '@/lib/format';

describe('amounts of money', () => {
  it('isolates a currency written in Latin letters, so right-to-left text keeps "US$" whole', () => {
    expect(formatMoney('ar', 4900)).toContain('\u2066US$\u2069');
    expect(formatMoney('en', 4900)).toBe('$4,900');
    expect(formatMoney('de', 60000)).toBe('60.000\u00a0$');
  });
});
