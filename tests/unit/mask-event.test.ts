import { MASK, REDACTED } from '@/lib/logger';
import { maskEvent } from '@/lib/monitoring/mask-event';

describe('error report masking (spec 8)', () => {
  const event = {
    event_id: '0123456789abcdef0123456789abcdef',
    timestamp: 1764000000,
    level: 'error',
    message: 'Failed for ada@example.com with card 4111 1111 1111 1111, user 550e8400-e29b-41d4-a716-446655440000, order 12345678',
    exception: { values: [{ type: 'Error', value: 'lookup of bob@example.org failed' }] },
    request: { url: 'https://example.com/?email=eve@example.net', headers: { Authorization: 'Bearer abc', Cookie: 'a=b', 'x-api-key': 'k1' } },
    extra: { password: 'hunter2', accessToken: 't', client_secret: 's', apiKey: 'k', ssn: '078-05-1120', creditCard: '4111', cvv: '123', count: 3, note: 'fine' },
    user: { id: 9876543210, email: 'ada@example.com' },
  };
  const masked = maskEvent(event);

  it('masks emails, card-like numbers and ids in text', () => {
    expect(masked.message).toBe(`Failed for ${MASK} with card ${MASK}, user ${MASK}, order ${MASK}`);
    expect(masked.exception.values[0]?.value).toBe(`lookup of ${MASK} failed`);
    expect(masked.request.url).not.toContain('eve@example.net');
    expect(masked.user).toEqual({ id: MASK, email: MASK });
  });

  it('redacts the values of secret-like keys', () => {
    expect(masked.extra).toEqual({ password: REDACTED, accessToken: REDACTED, client_secret: REDACTED, apiKey: REDACTED, ssn: REDACTED, creditCard: REDACTED, cvv: REDACTED, count: 3, note: 'fine' });
    expect(masked.request.headers).toMatchObject({ Authorization: REDACTED, 'x-api-key': REDACTED });
  });

  it('keeps the report bookkeeping so it can still be filed', () => {
    expect(masked.event_id).toBe(event.event_id);
    expect(masked.timestamp).toBe(event.timestamp);
    expect(masked.level).toBe('error');
  });
});
