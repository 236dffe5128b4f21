/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getPage } from '@/lib/content';
import { closeDb } from '@/lib/db/connection';
import { DataFolderLockedError } from '@/lib/db/lock';
import { AUTH_HEALTH_TIMEOUT_MS, checkImageLibrary, checkSignIn, publicReason, runChecks } from '@/lib/status/checks';

// The database check opens the database: an in-memory one here, never the dev data folder.
process.env.PGLITE_DATA_DIR = 'memory';
// Its first opening starts PGlite and applies the migrations, which can take several seconds.
jest.setTimeout(30_000);

/**
 * A local stand-in for Supabase Auth: each test says how it answers, and every request it gets is
 * kept, so a check that stopped asking the service (and answered from configuration alone) fails.
 */
let answer: (request: IncomingMessage, response: ServerResponse) => void;
const received: { method?: string; url?: string; apikey?: string | string[] }[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({ method: request.method, url: request.url, apikey: request.headers.apikey });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  received.length = 0;
  answer = (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ version: 'v2.170.0', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }));
  };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await closeDb();
});

const KEY = 'sb_publishable_test';

describe('the sign-in check', () => {
  it('asks Supabase Auth for its health with the publishable key and reports the round trip', async () => {
    const result = await checkSignIn({ url, key: KEY });
    expect(received).toEqual([{ method: 'GET', url: '/auth/v1/health', apikey: KEY }]);
    expect(result).toEqual({ state: 'operational', detail: 'Supabase Auth answered its health check', roundTripMs: expect.any(Number) });
    expect(result.roundTripMs).toBeGreaterThanOrEqual(0);
  });

  it('is degraded when the service answers with an error', async () => {
    for (const status of [401, 500, 503]) {
      answer = (_request, response) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end('{"message":"no"}');
      };
      expect(await checkSignIn({ url, key: KEY })).toEqual({ state: 'degraded', detail: `Supabase Auth answered its health check with HTTP ${status}`, roundTripMs: expect.any(Number) });
    }
  });

  it('does not follow a redirect to something that is not the service', async () => {
    answer = (_request, response) => {
      response.writeHead(302, { location: '/login' });
      response.end();
    };
    expect(await checkSignIn({ url, key: KEY })).toMatchObject({ state: 'degraded', detail: 'Supabase Auth answered its health check with HTTP 302' });
    expect(received).toHaveLength(1);
  });

  it('is degraded when nothing listens at the address', async () => {
    // A port that was just free: bind one, note it, close it.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await checkSignIn({ url: `http://127.0.0.1:${port}`, key: KEY })).toEqual({ state: 'degraded', detail: 'Supabase Auth unreachable (connection refused, ECONNREFUSED)' });
  });

  it('gives up after its timeout when the service does not answer', async () => {
    answer = () => undefined; // holds the connection open, never answers
    const started = performance.now();
    const result = await checkSignIn({ url, key: KEY }, 200);
    expect(result).toEqual({ state: 'degraded', detail: 'Supabase Auth did not answer its health check within 0.2 s' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(received).toHaveLength(1);
  });

  it('waits at most a few seconds by default', () => {
    expect(AUTH_HEALTH_TIMEOUT_MS).toBeGreaterThanOrEqual(2000);
    expect(AUTH_HEALTH_TIMEOUT_MS).toBeLessThanOrEqual(3000);
  });

  it('says plainly when no sign-in service is configured, and asks nothing', async () => {
    expect(await checkSignIn(null)).toEqual({ state: 'notConfigured', detail: 'No sign-in service is configured for this deployment' });
    expect(received).toEqual([]);
  });
});

describe('runChecks', () => {
  const saved = { url: process.env.NEXT_PUBLIC_SUPABASE_URL, key: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, anon: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY };
  const restore = (name: string, value: string | undefined) => (value === undefined ? delete process.env[name] : (process.env[name] = value));
  afterEach(() => {
    restore('NEXT_PUBLIC_SUPABASE_URL', saved.url);
    restore('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', saved.key);
    restore('NEXT_PUBLIC_SUPABASE_ANON_KEY', saved.anon);
  });

  it("checks the configured project's sign-in service live", async () => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = url;
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = KEY;
    const up = (await runChecks()).find((result) => result.id === 'auth');
    expect(up).toMatchObject({ name: 'Sign-in', state: 'operational', roundTripMs: expect.any(Number) });
    expect(received).toEqual([{ method: 'GET', url: '/auth/v1/health', apikey: KEY }]);

    answer = (_request, response) => {
      response.writeHead(503);
      response.end();
    };
    expect((await runChecks()).find((result) => result.id === 'auth')).toMatchObject({ state: 'degraded', detail: 'Supabase Auth answered its health check with HTTP 503' });
  });

  it('reports sign-in as not configured without a URL and a key', async () => {
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = KEY;
    expect((await runChecks()).find((result) => result.id === 'auth')).toMatchObject({ state: 'notConfigured' });
    process.env.NEXT_PUBLIC_SUPABASE_URL = url;
    delete process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
    delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
    expect((await runChecks()).find((result) => result.id === 'auth')).toMatchObject({ state: 'notConfigured' });
    expect(received).toEqual([]);
  });

  it("gives the database's round trip once, as a number, not also in the detail", async () => {
    const database = (await runChecks()).find((result) => result.id === 'database');
    expect(database).toMatchObject({ state: 'operational', detail: expect.stringMatching(/^Embedded PGlite reachable; latest migration \S+\.sql$/), roundTripMs: expect.any(Number) });
    expect(database?.detail).not.toMatch(/\d ms\b|round trip/);
  });

  it('names every check as the page’s explanatory table does, in one spelling', async () => {
    const table = getPage('/status')?.blocks.find((block) => block.type === 'table');
    const described = table?.type === 'table' ? table.rows.map((row) => row[0]) : [];
    expect(described).toEqual((await runChecks()).map((result) => result.name));
    const signIn = table?.type === 'table' ? table.rows.find((row) => row[0] === 'Sign-in') : undefined;
    expect(signIn?.[1]).toContain(`within ${AUTH_HEALTH_TIMEOUT_MS / 1000} seconds`);
  });
});

describe('the image library check', () => {
  it('encodes a real PNG with sharp and says so, without claiming more', async () => {
    expect(await checkImageLibrary()).toEqual({ state: 'operational', detail: expect.stringMatching(/^sharp [\d.]+ encoded a 2 × 2 PNG \(\d+ bytes\)$/) });
  });
});

describe('what the public page says of a failure', () => {
  it('names its kind and code, never its message, and logs the whole error on the server', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.4.2:5432'), { code: 'ECONNREFUSED' });
      expect(publicReason(refused, 'database')).toBe('connection refused, ECONNREFUSED');
      const password = Object.assign(new Error('password authentication failed for user "site_admin"'), { code: '28P01' });
      expect(publicReason(password, 'database')).toBe('authentication failed, 28P01');
      // fetch's "fetch failed" keeps the network's code in `cause`.
      expect(publicReason(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } }), 'sign-in')).toBe('host not found, ENOTFOUND');
      // A code it has no words for is shown as it is; a message alone, not at all.
      expect(publicReason(Object.assign(new Error('x'), { code: '42P01' }), 'database')).toBe('42P01');
      expect(publicReason(new Error('could not open /var/lib/site/data: permission denied'), 'database')).toBe('unexpected error');
      expect(publicReason(Object.assign(new Error('x'), { code: 'not a code: /etc/passwd' }), 'database')).toBe('unexpected error');
      // The embedded database's lock says why without naming the folder.
      expect(publicReason(new DataFolderLockedError('/srv/site/.data/pglite.lock', 4242), 'database')).toBe('embedded database in use by another process');
      expect(logged).toHaveBeenCalledTimes(7);
      expect(String(logged.mock.calls[0]?.[0])).toBe('status: database check failed');
    } finally {
      logged.mockRestore();
    }
  });
});
