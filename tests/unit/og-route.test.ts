/** @jest-environment node */
import { GET } from '@/app/api/og/route';
import { CARD_RENDER_LIMIT, takeCardRender } from '@/lib/artwork/og-limit';

jest.setTimeout(60_000);

const card = (ip: string, query = 'section=space&title=Pulsar%20timing&seed=11') =>
  GET(new Request(`http://localhost/api/og?${query}`, { headers: { 'x-forwarded-for': ip } }));

describe('GET /api/og', () => {
  it('renders a limited number of cards per client a minute: past it 429 with Retry-After, other clients unaffected', async () => {
    // Each render costs the server up to a second of CPU: spend the client's allowance without rendering.
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.40' });
    for (let i = 0; i < CARD_RENDER_LIMIT.limit; i++) expect(takeCardRender(headers).ok).toBe(true);
    const limited = await card('198.51.100.40');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect((await limited.json()).problems).toHaveLength(1);
    // Invalid parameters are refused as before, without counting.
    expect((await card('198.51.100.41', 'section=nowhere')).status).toBe(400);
    const other = await card('198.51.100.41');
    expect(other.status).toBe(200);
    expect(other.headers.get('content-type')).toBe('image/png');
    // Read the card to its end: a body left unread renders after the test, when Jest has torn down
    // its module system, and fails the run ("import a file after the Jest environment has been torn down").
    const png = new Uint8Array(await other.arrayBuffer());
    expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });
});
