/** @jest-environment node */
import { forwardEnvelope, MAX_ENVELOPE_BYTES } from '@/lib/monitoring/tunnel';
import { monitoringEnvironment, parseDsn, sentryOptions } from '@/lib/monitoring/sentry-options';
import { rate, slowVitals, vitalsRecord } from '@/lib/monitoring/web-vitals';

const DSN = 'https://abc123@o42.ingest.example.io/4507';

const envelope = (dsn: string, event: object = { message: 'boom' }) =>
  `${JSON.stringify({ event_id: 'e1', dsn, sent_at: '2026-11-25T00:00:00Z' })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}`;
const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/monitoring', { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });

describe('monitoring options', () => {
  it('parses a DSN, and refuses what is not one', () => {
    expect(parseDsn(DSN)).toEqual({ protocol: 'https:', host: 'o42.ingest.example.io', projectId: '4507', publicKey: 'abc123' });
    expect(parseDsn('https://o42.ingest.example.io/4507')).toBeNull();
    expect(parseDsn('not a dsn')).toBeNull();
    expect(parseDsn('ftp://k@host/1')).toBeNull();
  });

  it('reports previews under their own environment', () => {
    expect(monitoringEnvironment({ vercelEnv: 'preview', nodeEnv: 'production' })).toBe('preview');
    expect(monitoringEnvironment({ vercelEnv: '', nodeEnv: 'production' })).toBe('production');
    expect(monitoringEnvironment({ nodeEnv: 'development' })).toBe('development');
  });

  it('masks every event and breadcrumb before it is sent, and sends no personal data by default', () => {
    const options = sentryOptions(DSN);
    expect(options).toMatchObject({ dsn: DSN, sendDefaultPii: false, tracesSampleRate: 0 });
    const event = options.beforeSend({ event_id: 'e1', message: 'failed for ada@example.com', extra: { password: 'hunter2', card: '4111 1111 1111 1111' } });
    expect(event.event_id).toBe('e1');
    expect(JSON.stringify(event)).not.toMatch(/ada@example\.com|hunter2|4111 1111/);
    expect(JSON.stringify(options.beforeBreadcrumb({ message: 'signed in as ada@example.com', data: { authorization: 'Bearer xyz' } }))).not.toMatch(/ada@example\.com|Bearer xyz/);
  });
});

describe('monitoring tunnel', () => {
  it('is off (404) with no DSN', async () => {
    const send = jest.fn();
    expect((await forwardEnvelope(post(envelope(DSN)), '', send)).status).toBe(404);
    expect(send).not.toHaveBeenCalled();
  });

  it("forwards an envelope for the configured project to that project's envelope endpoint", async () => {
    const send = jest.fn(async () => new Response(null, { status: 200 }));
    const body = envelope(DSN);
    const response = await forwardEnvelope(post(body), DSN, send);
    expect(response.status).toBe(200);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://o42.ingest.example.io/api/4507/envelope/');
    expect(new TextDecoder().decode(init.body as Uint8Array)).toBe(body);
  });

  it('refuses envelopes for another host, project or key, malformed ones and oversized ones, forwarding nothing', async () => {
    const send = jest.fn(async () => new Response(null, { status: 200 }));
    for (const other of ['https://abc123@evil.example.com/4507', 'https://abc123@o42.ingest.example.io/9999', 'https://zzz@o42.ingest.example.io/4507']) {
      expect((await forwardEnvelope(post(envelope(other)), DSN, send)).status).toBe(400);
    }
    expect((await forwardEnvelope(post('not json\n{}'), DSN, send)).status).toBe(400);
    expect((await forwardEnvelope(post(''), DSN, send)).status).toBe(400);
    expect((await forwardEnvelope(post(envelope(DSN, { padding: 'x'.repeat(MAX_ENVELOPE_BYTES) })), DSN, send)).status).toBe(413);
    expect(send).not.toHaveBeenCalled();
  });

  it('answers 502 when the service cannot be reached', async () => {
    const send = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await forwardEnvelope(post(envelope(DSN)), DSN, send)).status).toBe(502);
  });
});

describe('web vitals', () => {
  it("rates against the spec's thresholds", () => {
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('LCP', 2501)).toBe('needs-improvement');
    expect(rate('LCP', 4001)).toBe('poor');
    expect(rate('CLS', 0.1)).toBe('good');
    expect(rate('CLS', 0.26)).toBe('poor');
    expect(rate('INP', 350)).toBe('needs-improvement');
  });

  it('keeps rounded, rated values and leaves out what was not measured', () => {
    const record = vitalsRecord('/about', { LCP: 1234.56, CLS: 0.12345, INP: undefined, TTFB: 80.4 }, new Date('2026-11-25T00:00:00Z'));
    expect(record).toEqual({
      path: '/about',
      measuredAt: '2026-11-25T00:00:00.000Z',
      vitals: { LCP: { value: 1235, rating: 'good' }, CLS: { value: 0.123, rating: 'needs-improvement' }, TTFB: { value: 80, rating: 'good' } },
    });
  });

  it('reports LCP over 2,500 ms and CLS over 0.1, nothing else', () => {
    expect(slowVitals(vitalsRecord('/', { LCP: 3100, CLS: 0.2, INP: 900 }))).toEqual([
      { name: 'LCP', value: 3100, limit: 2500 },
      { name: 'CLS', value: 0.2, limit: 0.1 },
    ]);
    expect(slowVitals(vitalsRecord('/', { LCP: 2400, CLS: 0.05 }))).toEqual([]);
  });
});

describe('client monitoring', () => {
  it('starts the SDK once, through the tunnel, masked', async () => {
    jest.resetModules();
    const init = jest.fn();
    const captureMessage = jest.fn();
    jest.doMock('@sentry/nextjs', () => ({ init, captureMessage }));
    const client = await import('@/lib/monitoring/client');
    client.startClientMonitoring(DSN);
    client.startClientMonitoring(DSN);
    expect(init).toHaveBeenCalledTimes(1);
    const options = init.mock.calls[0][0];
    expect(options).toMatchObject({ dsn: DSN, tunnel: '/api/monitoring', sendDefaultPii: false });
    expect(JSON.stringify(options.beforeSend({ message: 'from grace@example.com' }))).not.toContain('grace@example.com');
    client.reportSlowVital({ name: 'LCP', value: 3100, limit: 2500 }, '/about');
    expect(captureMessage).toHaveBeenCalledWith('LCP 3100 ms over 2500 ms', expect.objectContaining({ level: 'warning', tags: { vital: 'LCP', path: '/about' } }));
  });
});
