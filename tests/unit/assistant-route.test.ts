/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { POST } from '@/app/api/assistant/route';
import { closeDb } from '@/lib/db/connection';
import { HISTORY_SENT, MAX_MESSAGES, QUESTION_MAX } from '@/lib/assistant/conversation';

// The route keeps its rate limit in the database: an in-memory one here, never the dev data folder.
process.env.PGLITE_DATA_DIR = 'memory';
afterAll(() => closeDb());
// The first question opens the database (its own thread, migrations) and builds the search index.
jest.setTimeout(30_000);

const ask = (question: string, ip: string) =>
  POST(new NextRequest('http://localhost/api/assistant', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ question, locale: 'de' }) }));

describe('POST /api/assistant without a model', () => {
  it('answers offline with localised links to the pages it used', async () => {
    const response = await ask('Who is the chief financial officer?', '203.0.113.1');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.mode).toBe('offline');
    expect(body.answer).toContain('Jonas Weber');
    expect(body.sources).toContainEqual({ title: 'Jonas Weber', href: '/de/team/jonas-weber' });
  });

  it('refuses what it cannot read', async () => {
    const response = await POST(new NextRequest('http://localhost/api/assistant', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.2' }, body: '{"question": ""}' }));
    expect(response.status).toBe(400);
  });

  it('answers JSON only: a cross-origin text/plain POST (no preflight) or a form post is refused with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const response = await POST(
        new NextRequest('http://localhost/api/assistant', {
          method: 'POST',
          headers: { ...(type ? { 'content-type': type } : {}), origin: 'https://evil.example', 'x-forwarded-for': '203.0.113.9' },
          body: JSON.stringify({ question: 'Who is the chief financial officer?' }),
        }),
      );
      expect({ type, status: response.status }).toEqual({ type, status: 415 });
    }
  });

  it('answers the eighth question of a conversation too: a long history is cut, not refused', async () => {
    // A client of an earlier build sent its whole conversation; after seven questions that was refused.
    const history = Array.from({ length: 30 }, (_, index) => ({ role: index % 2 ? 'assistant' : 'user', content: `turn ${index}` }));
    const send = (body: object) =>
      POST(new NextRequest('http://localhost/api/assistant', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.3' }, body: JSON.stringify(body) }));
    expect((await send({ question: 'Who is the chief financial officer?', locale: 'en', history })).status).toBe(200);
    // Beyond what a tab keeps (MAX_MESSAGES) it is malformed.
    const tooLong = Array.from({ length: MAX_MESSAGES + 1 }, () => ({ role: 'user', content: 'x' }));
    expect((await send({ question: 'Who is the chief financial officer?', history: tooLong })).status).toBe(400);
    expect((await send({ question: 'x'.repeat(QUESTION_MAX + 1) })).status).toBe(400);
  });

  it('reads at most 512 KB of body: a larger one is refused with 413 before it is parsed, a whole kept conversation is not', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      POST(new NextRequest('http://localhost/api/assistant', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.4', ...headers }, body }));
    const huge = JSON.stringify({ question: 'Who is the chief financial officer?', pad: 'x'.repeat(2 * 1024 * 1024) });
    expect((await post(huge)).status).toBe(413);
    // Without a Content-Length (chunked), the stream is cut at the limit too.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const chunked = await POST(new NextRequest('http://localhost/api/assistant', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.4' }, body: stream, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]));
    expect(chunked.status).toBe(413);
    const kept = Array.from({ length: MAX_MESSAGES }, (_, index) => ({ role: index % 2 ? 'assistant' : 'user', content: 'ü'.repeat(4000) }));
    expect((await post(JSON.stringify({ question: 'Who is the chief financial officer?', history: kept }))).status).toBe(200);
  });

  it('limits each client to ten questions a minute, others unaffected', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) statuses.push((await ask('Where is Chron?', '198.51.100.7')).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const limited = await ask('Where is Chron?', '198.51.100.7');
    expect(statuses[10]).toBe(429);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask('Where is Chron?', '198.51.100.8')).status).toBe(200);
  });

  it('counts only questions: malformed requests get their 400 and leave the client its ten', async () => {
    const malformed = () => POST(new NextRequest('http://localhost/api/assistant', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' }, body: '{"question": 42}' }));
    for (let index = 0; index < 12; index += 1) expect((await malformed()).status).toBe(400);
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) statuses.push((await ask('Where is Chron?', '198.51.100.20')).status);
    expect(statuses).toEqual(Array(10).fill(200));
  });
});

describe('POST /api/assistant with an OpenAI-compatible model', () => {
  let server: Server;
  let received: { url?: string; body: { messages: { role: string; content: string }[]; stream?: boolean } } | null = null;
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    // A local stand-in for an OpenAI-compatible server: streams three chunks, then [DONE].
    server = createServer(async (request, response) => {
      received = { url: request.url, body: JSON.parse(await readBody(request)) };
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: 'stub', object: 'chat.completion.chunk', created: 0, model: 'stub', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.write(chunk({ role: 'assistant', content: 'Orion-9 has ' }));
      response.write(chunk({ content: '256 qubits ' }));
      response.write(chunk({ content: '([Quantum products](/de/products/quantum)).' }));
      response.write(chunk({}, 'stop'));
      response.end('data: [DONE]\n\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.OPENAI_API_KEY = 'test-key';
    process.env.OPENAI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    // The route's fetch keeps its connection alive: drop it, or close() waits and Jest never exits.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('streams the model answer, grounded in the retrieved passages, with its sources', async () => {
    const history = Array.from({ length: 20 }, (_, index) => ({ role: index % 2 ? 'assistant' : 'user', content: `turn ${index}` }));
    const response = await POST(
      new NextRequest('http://localhost/api/assistant', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50' },
        body: JSON.stringify({ question: 'How many qubits does Orion-9 have?', locale: 'de', history }),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-assistant-mode')).toBe('model');
    const sources = JSON.parse(decodeURIComponent(response.headers.get('x-assistant-sources') ?? '[]'));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources[0].href).toMatch(/^\/de\//);

    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const parts: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(decoder.decode(value));
    }
    expect(parts.join('')).toBe('Orion-9 has 256 qubits ([Quantum products](/de/products/quantum)).');

    expect(received?.url).toBe('/v1/chat/completions');
    expect(received?.body.stream).toBe(true);
    const system = received?.body.messages.find((message) => message.role === 'system')?.content ?? '';
    expect(system).toMatch(/only the passages/i);
    expect(system).toMatch(/do not know/i);
    expect(system).toContain('256');
    expect(received?.body.messages.at(-1)).toEqual({ role: 'user', content: 'How many qubits does Orion-9 have?' });
    // The model reads the last turns of the conversation, not all twenty.
    const turns = received?.body.messages.filter((message) => message.role !== 'system') ?? [];
    expect(turns).toHaveLength(HISTORY_SENT + 1);
    expect(turns[0]).toEqual({ role: 'user', content: `turn ${20 - HISTORY_SENT}` });
  });
});
