/** @jest-environment node */
import { serviceWorkerSource } from '@/lib/sw/worker-source';

/**
 * The service worker's source run against an in-memory Cache Storage, one worker per build, as
 * the browser runs them: install, activate, then fetch events.
 */
const ORIGIN = 'https://tessellon.example';
type FakeResponse = { ok: boolean; type: string; body: string; headers: Headers; clone: () => FakeResponse };
const response = (body: string, ok = true, cacheControl = 's-maxage=31536000'): FakeResponse => ({
  ok,
  type: 'basic',
  body,
  headers: new Headers({ 'cache-control': cacheControl }),
  clone: () => response(body, ok, cacheControl),
});
const keyOf = (request: string | { url: string }) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;

function cacheStorage() {
  const stores = new Map<string, Map<string, FakeResponse>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      put: async (request: { url: string }, value: FakeResponse) => void store.set(keyOf(request), value),
      addAll: async (urls: string[]) => urls.forEach((url) => store.set(keyOf(url), response(`offline page ${url}`))),
      keys: async () => [...store.keys()],
    };
  };
  const match = async (request: string | { url: string }) => {
    for (const store of stores.values()) if (store.has(keyOf(request))) return store.get(keyOf(request));
    return undefined;
  };
  return { stores, open, match, keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name) };
}

/** Loads one build's worker; answers a navigation the way its fetch handler does. */
type Network = { online: boolean; pages: Record<string, string>; noStore?: string[] };

async function startWorker(build: string, caches: ReturnType<typeof cacheStorage>, network: Network) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => void (handlers[type] = handler),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const fetch = async (request: string | { url: string }) => {
    if (!network.online) throw new TypeError('Failed to fetch');
    const path = keyOf(request);
    return response(network.pages[path] ?? 'not found', path in network.pages, network.noStore?.includes(path) ? 'private, no-cache, no-store, max-age=0, must-revalidate' : undefined);
  };
  const ResponseClass = { error: () => response('network error', false) };
  new Function('self', 'caches', 'fetch', 'Response', serviceWorkerSource(build, ['en', 'de']))(self, caches, fetch, ResponseClass);
  const lifecycle = async (type: string) => {
    const waits: Promise<unknown>[] = [];
    handlers[type]?.({ waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  await lifecycle('install');
  await lifecycle('activate');
  const navigate = async (path: string): Promise<string> => {
    let answer: Promise<FakeResponse> | undefined;
    handlers.fetch?.({ request: { method: 'GET', mode: 'navigate', url: `${ORIGIN}${path}` }, respondWith: (promise: Promise<FakeResponse>) => (answer = promise) });
    const body = (await answer!).body;
    await new Promise((resolve) => setTimeout(resolve, 0)); // the page copy is stored after the answer
    return body;
  };
  /** Any request; the worker's answer, or null when it leaves the request to the browser. */
  const request = async (url: string, method = 'GET', mode = 'no-cors'): Promise<string | null> => {
    let answer: Promise<FakeResponse> | undefined;
    handlers.fetch?.({ request: { method, mode, url: new URL(url, ORIGIN).href }, respondWith: (promise: Promise<FakeResponse>) => (answer = promise) });
    if (!answer) return null;
    const body = (await answer).body;
    await new Promise((resolve) => setTimeout(resolve, 0));
    return body;
  };
  return Object.assign(navigate, { request });
}

describe('service worker', () => {
  it('serves a visited page from the cache offline, and the offline page of its language for one never visited', async () => {
    const caches = cacheStorage();
    const network = { online: true, pages: { '/careers': 'careers, build 1' } };
    const navigate = await startWorker('1', caches, network);
    expect(await navigate('/careers')).toBe('careers, build 1');
    network.online = false;
    expect(await navigate('/careers')).toBe('careers, build 1');
    expect(await navigate('/de/events')).toBe('offline page /offline/de.html');
  });

  it('drops the pages of an earlier build: their scripts and styles went with that build', async () => {
    const caches = cacheStorage();
    const network = { online: true, pages: { '/careers': 'careers, build 1' } };
    expect(await (await startWorker('1', caches, network))('/careers')).toBe('careers, build 1');
    // A new deployment: its worker activates and deletes build 1's static files (static-1)...
    const navigate = await startWorker('2', caches, network);
    expect([...caches.stores.keys()].some((name) => name.endsWith('-1'))).toBe(false);
    // ...so the page of build 1 must not come back offline, unstyled and without its scripts.
    network.online = false;
    expect(await navigate('/careers')).toBe('offline page /offline/en.html');
  });

  it('keeps no error page: a page that failed online is answered offline with the offline page', async () => {
    const caches = cacheStorage();
    const network: Network = { online: true, pages: {} };
    const navigate = await startWorker('1', caches, network);
    expect(await navigate('/careers')).toBe('not found');
    network.online = false;
    expect(await navigate('/careers')).toBe('offline page /offline/en.html');
  });

  it('keeps a static file once it loaded, never a failed one (a chunk that failed once loads when the network has it)', async () => {
    const caches = cacheStorage();
    const network: Network = { online: true, pages: { '/_next/static/chunks/a.js': 'chunk a' } };
    const { request } = await startWorker('1', caches, network);
    expect(await request('/_next/static/chunks/a.js')).toBe('chunk a');
    expect(await request('/_next/static/chunks/b.js')).toBe('not found');
    network.pages['/_next/static/chunks/b.js'] = 'chunk b';
    network.pages['/_next/static/chunks/a.js'] = 'chunk a, changed';
    expect(await request('/_next/static/chunks/b.js')).toBe('chunk b');
    // Cache first: a file of the build never changes.
    expect(await request('/_next/static/chunks/a.js')).toBe('chunk a');
  });

  it("keeps a build's on-demand texts with its static files, so the search dialog and the banner open offline, and a new build's worker asks again", async () => {
    const caches = cacheStorage();
    const network: Network = { online: true, pages: { '/api/messages/de': 'texts, build 1' } };
    const { request } = await startWorker('1', caches, network);
    expect(await request('/api/messages/de')).toBe('texts, build 1');
    network.online = false;
    expect(await request('/api/messages/de')).toBe('texts, build 1');
    network.online = true;
    network.pages['/api/messages/de'] = 'texts, build 2';
    const next = await startWorker('2', caches, network);
    expect(await next.request('/api/messages/de')).toBe('texts, build 2');
    // Other API answers are left to the browser.
    expect(await next.request('/api/search?q=qubit')).toBeNull();
  });

  it('leaves to the browser what is not a GET of this origin: a form posted as a navigation, another host\'s files', async () => {
    const caches = cacheStorage();
    const network: Network = { online: true, pages: { '/contact': 'contact page', '/_next/static/chunks/a.js': 'chunk a' } };
    const { request } = await startWorker('1', caches, network);
    expect(await request('/contact', 'POST', 'navigate')).toBeNull();
    expect(await request('https://cdn.example.com/_next/static/chunks/a.js')).toBeNull();
    // The same requests, made as the worker handles them, are answered: the helper sees its answers.
    expect(await request('/contact', 'GET', 'navigate')).toBe('contact page');
    expect(await request('/_next/static/chunks/a.js')).toBe('chunk a');
  });

  it('keeps no page the server sent with no-store (live checks, tokens, the administrator inbox)', async () => {
    const caches = cacheStorage();
    const network: Network = { online: true, pages: { '/status': 'status at 10:00', '/admin': 'inbox: Ada Lovelace' }, noStore: ['/status', '/admin'] };
    const navigate = await startWorker('1', caches, network);
    expect(await navigate('/status')).toBe('status at 10:00');
    expect(await navigate('/admin')).toBe('inbox: Ada Lovelace');
    network.online = false;
    expect(await navigate('/status')).toBe('offline page /offline/en.html');
    expect(await navigate('/admin')).toBe('offline page /offline/en.html');
  });
});
