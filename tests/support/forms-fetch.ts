/**
 * What the forms' component tests stand in for: fetch, and a clock for the submit guards. Call
 * each at the top level of a test file; they register their own beforeEach and afterEach.
 */
import { resetFormsStatus } from '@/lib/forms/client';

export type Call = { url: string; init?: RequestInit };
/** One queued answer: a status and a JSON body for the requests it recognises, undefined for the others. */
export type Answer = (url: string, init?: RequestInit) => { status: number; body: unknown } | undefined;

/** The part of a Response the forms read. */
export function fakeResponse(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, headers: new Headers(), json: async () => body };
}

/**
 * A fetch stand-in, fresh before each test (with a fresh forms status and session storage): the
 * status endpoint says "configured"; every other request gets the first queued answer that
 * recognises it, else a 500 storage_failed.
 */
export function standInFormsFetch() {
  const calls: Call[] = [];
  const answers: Answer[] = [];
  beforeEach(() => {
    calls.length = 0;
    answers.length = 0;
    resetFormsStatus();
    sessionStorage.clear();
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, init });
      if (url === '/api/forms/status') return fakeResponse(200, { configured: true, driver: 'pglite' });
      for (const answer of answers) {
        const result = answer(url, init);
        if (result) return fakeResponse(result.status, result.body);
      }
      return fakeResponse(500, { ok: false, error: 'storage_failed' });
    }) as unknown as typeof fetch;
  });
  return {
    calls,
    /** Push answers for the requests a test makes. */
    answers,
    posts: () => calls.filter((call) => call.init?.method === 'POST'),
    header: (call: Call | undefined, name: string) => new Headers(call?.init?.headers).get(name),
  };
}

/**
 * Date.now, ten minutes on before each test so the 2-second submit guard (and the minute's limit)
 * lets each test's first submit through; the returned function moves it on within a test. Restores
 * every mock after each test.
 */
export function guardClock() {
  let clock = 1_000_000;
  beforeEach(() => {
    clock += 10 * 60_000;
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
  });
  afterEach(() => jest.restoreAllMocks());
  return (ms: number) => {
    clock += ms;
  };
}
