import { clientAddress } from '@/lib/client-address';

const headers = (values: Record<string, string>) => new Headers(values);

describe('the client address a rate limit counts', () => {
  it('is the address the nearest proxy appended, never one the client wrote before it', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.77, 203.0.113.5' }), {})).toBe('203.0.113.5');
    expect(clientAddress(headers({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 203.0.113.5' }), {})).toBe('203.0.113.5');
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.5' }), {})).toBe('203.0.113.5');
    // Off Vercel x-real-ip is whatever the client wrote: with a proxy's entry present it is not read.
    expect(clientAddress(headers({ 'x-real-ip': '198.51.100.99', 'x-forwarded-for': '198.51.100.77, 203.0.113.5' }), {})).toBe('203.0.113.5');
  });

  it('skips the hops of a known chain of proxies (TRUSTED_PROXY_HOPS)', () => {
    const chain = headers({ 'x-forwarded-for': '198.51.100.77, 203.0.113.5, 10.0.0.2' });
    expect(clientAddress(chain, { TRUSTED_PROXY_HOPS: '2' })).toBe('203.0.113.5');
    expect(clientAddress(chain, { TRUSTED_PROXY_HOPS: 'nonsense' })).toBe('10.0.0.2');
    // Zero or a negative count is one hop, never the client's own leftmost entry.
    expect(clientAddress(chain, { TRUSTED_PROXY_HOPS: '0' })).toBe('10.0.0.2');
    expect(clientAddress(chain, { TRUSTED_PROXY_HOPS: '-1' })).toBe('10.0.0.2');
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.5' }), { TRUSTED_PROXY_HOPS: '3' })).toBe('203.0.113.5');
  });

  it('on Vercel is the platform\'s x-real-ip, whatever x-forwarded-for says', () => {
    expect(clientAddress(headers({ 'x-real-ip': '203.0.113.8', 'x-forwarded-for': '198.51.100.1' }), { VERCEL: '1' })).toBe('203.0.113.8');
  });

  it('falls back to x-real-ip, then to one shared name', () => {
    expect(clientAddress(headers({ 'x-real-ip': '203.0.113.8' }), {})).toBe('203.0.113.8');
    expect(clientAddress(headers({ 'x-forwarded-for': ' , ' }), {})).toBe('unknown');
    expect(clientAddress(headers({}), {})).toBe('unknown');
  });
});
