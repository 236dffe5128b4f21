import { chunkVerdict, claimAutoReload, countChunkError, describeError, isAuditAgent, isChunkError, isCspError, peekChunkCount, reloadSoon, retryAction } from '@/lib/chunk-errors';
import { coversForm, isFormControl, reappearDelay, showScrollToTop } from '@/lib/floating';
import { logger, maskText, maskValue, REDACTED } from '@/lib/logger';
import { installSecretMasking, maskSecretsIn, maskSecretsInText } from '@/lib/log-secrets';
import { reducer, toast, getToasts, dismissToast } from '@/lib/toast/store';

describe('chunk errors', () => {
  it('recognises chunk-load messages', () => {
    expect(isChunkError('Loading chunk 42 failed.')).toBe(true);
    expect(isChunkError('ChunkLoadError: x')).toBe(true);
    expect(isChunkError('Failed to import module')).toBe(true);
    expect(isChunkError('TypeError: Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js')).toBe(true);
    expect(isChunkError('TypeError: error loading dynamically imported module')).toBe(true);
    expect(isChunkError('Loading CSS chunk 3 failed.')).toBe(true);
    expect(isChunkError('TypeError: undefined is not a function')).toBe(false);
  });

  it('does not take a failed data request for a failed chunk', () => {
    expect(isChunkError('TypeError: Failed to fetch')).toBe(false);
    expect(isChunkError('NetworkError when attempting to fetch resource.')).toBe(false);
    expect(isChunkError('Error: could not fetch the status of /version')).toBe(false);
  });

  it('describes whatever was thrown as "name message", the text the patterns match', () => {
    const failed = new Error('Failed to load chunk /_next/static/chunks/a.js from module 42');
    failed.name = 'ChunkLoadError';
    expect(describeError(failed)).toBe('ChunkLoadError Failed to load chunk /_next/static/chunks/a.js from module 42');
    expect(isChunkError(describeError(failed))).toBe(true);
    expect(describeError({ name: 'TypeError', message: 'Importing a module script failed.' })).toBe('TypeError Importing a module script failed.');
    expect(describeError('Loading chunk 7 failed.')).toBe('Loading chunk 7 failed.');
    expect(describeError({ message: 'no name' })).toBe(' no name');
    expect(describeError(null)).toBe('');
    expect(describeError(42)).toBe('');
  });

  it('tolerates two and turns fatal from the third', () => {
    expect(chunkVerdict(1)).toBe('tolerate');
    expect(chunkVerdict(2)).toBe('tolerate');
    expect(chunkVerdict(3)).toBe('fatal');
  });

  const session = () => {
    const store = new Map<string, string>();
    return { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
  };

  it('claims one automatic reload per session', () => {
    const storage = session();
    expect(claimAutoReload(storage)).toBe(true);
    expect(claimAutoReload(storage)).toBe(false);
  });

  it('counts one error once, whether the boundary or the window listener sees it first', () => {
    const storage = session();
    const error = new Error('ChunkLoadError: Loading chunk 7 failed.');
    expect(peekChunkCount(storage, error)).toBe(1);
    expect(countChunkError(storage, error)).toEqual({ count: 1, isNew: true });
    expect(peekChunkCount(storage, error)).toBe(1);
    expect(countChunkError(storage, error)).toEqual({ count: 1, isNew: false });
    expect(countChunkError(storage, new Error('ChunkLoadError'))).toEqual({ count: 2, isNew: true });
    // Events without an error object cannot be told apart: each counts.
    expect(countChunkError(storage, undefined)).toEqual({ count: 3, isNew: true });
    expect(chunkVerdict(3)).toBe('fatal');
  });

  it('reloads once, a second after the first request', () => {
    jest.useFakeTimers();
    const reload = jest.fn();
    reloadSoon(reload);
    reloadSoon(reload);
    jest.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('offers Try Again three times, then reloads', () => {
    expect([0, 1, 2, 3].map(retryAction)).toEqual(['retry', 'retry', 'retry', 'reload']);
  });

  it('ignores audit user agents and recognises security-policy failures', () => {
    expect(isAuditAgent('Mozilla/5.0 (Linux) Chrome-Lighthouse')).toBe(true);
    expect(isAuditAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0')).toBe(false);
    expect(isCspError("Refused to execute inline script because it violates the following Content Security Policy directive")).toBe(true);
    expect(isCspError('Cannot read properties of undefined')).toBe(false);
  });
});

describe('floating buttons', () => {
  it('reappear after 2 s on mobile and 3 s on desktop', () => {
    expect(reappearDelay(390)).toBe(2000);
    expect(reappearDelay(1023)).toBe(2000);
    expect(reappearDelay(1024)).toBe(3000);
  });

  it('show scroll-to-top after more than 300px, at 1024px and wider', () => {
    expect(showScrollToTop(300, 1280)).toBe(false);
    expect(showScrollToTop(301, 1280)).toBe(true);
    expect(showScrollToTop(900, 1023)).toBe(false);
  });

  it('step aside for a focused field or form button, not for links or buttons outside forms', () => {
    document.body.innerHTML = `<form><input id="field"><textarea id="area"></textarea><select id="choice"></select><button id="submit">Send</button></form>
      <button id="lone">Menu</button><a id="link" href="/">Home</a><input id="range" type="range"><div id="editor" contenteditable="true"></div>`;
    const byId = (id: string) => document.getElementById(id);
    for (const id of ['field', 'area', 'choice', 'submit', 'range', 'editor']) expect(isFormControl(byId(id))).toBe(true);
    for (const id of ['lone', 'link']) expect(isFormControl(byId(id))).toBe(false);
    expect(isFormControl(null)).toBe(false);
    expect(isFormControl(document.body)).toBe(false);
  });

  it('sees a form under the floating buttons at any of six points of their box, and nothing of their own', () => {
    document.body.innerHTML = `
      <main><p id="text">Text <a id="link" href="/x">link</a></p>
        <form id="form"><label id="label">Password <input id="password"></label><div id="padding"></div></form>
        <input id="lone"><div role="tablist"><span id="tab">Reset</span></div></main>
      <div id="layer"><button id="back">Back</button></div>`;
    const byId = (id: string) => document.getElementById(id)!;
    const layer = byId('layer');
    const box = { left: 16, top: 700, width: 120, height: 48 };
    const probes: [number, number][] = [];
    // Whatever lies at one probed point; the floating buttons themselves at every point.
    const under = (hit: string | null, at?: [number, number]) => (x: number, y: number) => {
      probes.push([x, y]);
      return [byId('back'), ...(hit && (!at || (at[0] === x && at[1] === y)) ? [byId(hit), document.body] : [document.body])];
    };
    for (const id of ['password', 'label', 'padding', 'form', 'lone', 'tab']) expect([id, coversForm(box, under(id), layer)]).toEqual([id, true]);
    for (const id of ['text', 'link', null]) expect([id, coversForm(box, under(id), layer)]).toEqual([id, false]);
    // One corner is enough: the bottom end corner, 4 px inside the box.
    expect(coversForm(box, under('password', [132, 744]), layer)).toBe(true);
    probes.length = 0;
    coversForm(box, under(null), layer);
    expect(probes).toEqual([[20, 704], [20, 744], [76, 704], [76, 744], [132, 704], [132, 744]]);
  });
});

describe('log masking', () => {
  it('masks emails, ids and card-like numbers', () => {
    expect(maskText('user ada@example.com failed')).toBe('user [masked] failed');
    expect(maskText('card 4111 1111 1111 1111 declined')).toBe('card [masked] declined');
    expect(maskText('row 0b5c2f7e-58a4-4c1f-9a3e-3b1a2c4d5e6f missing')).toBe('row [masked] missing');
    expect(maskText('order 12345678')).toBe('order [masked]');
    expect(maskText('retry 3 of 5')).toBe('retry 3 of 5');
    expect(maskText('card 4111.1111.1111.1111 declined')).toBe('card [masked] declined');
  });

  it('on the server, masks secrets written into text: key=value pairs, query strings, bearer tokens and JWTs', () => {
    const maskText = (text: string) => maskSecretsInText(text);
    expect(maskText('login failed password=hunter2 for user')).toBe('login failed password=[redacted] for user');
    expect(maskText('GET /auth/callback?access_token=abc.def&state=ok')).toBe('GET /auth/callback?access_token=[redacted]&state=ok');
    expect(maskText('session: "s3cr3t value"')).toBe('session: [redacted]');
    expect(maskText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: [redacted]');
    expect(maskText('sent Bearer abc.def-ghi upstream')).toBe('sent Bearer [redacted] upstream');
    expect(maskText('jwt eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln expired')).toBe('jwt [masked] expired');
    expect(maskText('the key parts of the page rendered')).toBe('the key parts of the page rendered');
  });

  it('on the server, masks the password of a URL with credentials and *_KEY, DSN and database URL pairs', () => {
    const maskText = (text: string) => maskSecretsInText(text);
    expect(maskText('connect failed: postgres://app:S3cr3tPw@db:5432/app')).toBe('connect failed: postgres://app:[redacted]@db:5432/app');
    expect(maskText('smtp://mailer:hunter22@smtp:587 refused')).toBe('smtp://mailer:[redacted]@smtp:587 refused');
    expect(maskText('redis://:hunter22@cache:6379 timed out')).toBe('redis://:[redacted]@cache:6379 timed out');
    expect(maskText('SUPABASE_SERVICE_ROLE_KEY=sb_secret_Zx9 missing')).toBe('SUPABASE_SERVICE_ROLE_KEY=[redacted] missing');
    expect(maskText('SENTRY_DSN: https://abc@o1.ingest.sentry.io/1')).toBe('SENTRY_DSN: [redacted]');
    expect(maskText('DATABASE_URL=postgres://u@db/app')).toBe('DATABASE_URL=[redacted]');
    expect(maskText('see https://example.com/docs and http://localhost:3000/about')).toBe('see https://example.com/docs and http://localhost:3000/about');
    expect(maskSecretsIn({ databaseUrl: 'postgres://app:pw@db/app', 'smtp-url': 'x', dsn: 'y', host: 'db' })).toEqual({ databaseUrl: REDACTED, 'smtp-url': REDACTED, dsn: REDACTED, host: 'db' });
  });

  it('the server console masks them in everything logged through it, after the logger\'s own masking', () => {
    const lines: unknown[][] = [];
    const target = { error: (...args: unknown[]) => lines.push(args), warn: (...args: unknown[]) => lines.push(args) } as unknown as Console;
    installSecretMasking(target);
    installSecretMasking(target);
    target.error('upstream said', { detail: 'token=abc123 for ada@example.com', nested: ['Bearer xyz'], headers: { cookie: 'sb=1', Session: 'x' } }, new Error('GET /?password=pw1 failed'));
    expect(lines[0]![1]).toEqual({ detail: 'token=[redacted] for ada@example.com', nested: ['Bearer [redacted]'], headers: { cookie: REDACTED, Session: REDACTED } });
    expect((lines[0]![2] as Error).message).toBe('GET /?password=[redacted] failed');
    // Warnings too, not only errors.
    target.warn('retrying with Authorization: Bearer abc.def');
    expect(lines[1]).toEqual(['retrying with Authorization: [redacted]']);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      installSecretMasking(console);
      logger.error('login failed password=hunter2 for ada@example.com');
      expect(spy).toHaveBeenCalledWith('login failed password=[redacted] for [masked]');
    } finally {
      spy.mockRestore();
    }
  });

  it('redacts secret-like keys at any depth', () => {
    const masked = maskValue({ user: { password: 'hunter2', apiKey: 'abc', name: 'Ada' }, Authorization: 'Bearer x', ssn: '1', credit_card: '1', cvv: '1', refresh_token: 't' }) as { user: Record<string, string> };
    expect(masked.user.password).toBe(REDACTED);
    expect(masked.user.apiKey).toBe(REDACTED);
    expect(masked.user.name).toBe('Ada');
    for (const key of ['Authorization', 'ssn', 'credit_card', 'cvv', 'refresh_token']) expect((masked as Record<string, unknown>)[key]).toBe(REDACTED);
  });

  it('walks values the same way in both masks, each with its own rules for numbers and keys; a shared object is masked in both places, a cycle cut', () => {
    const shared = { note: 'token=abc for ada@example.com' };
    const value: Record<string, unknown> = { order: 1234567, retry: 3, apiKey: 'k', cookie: 'c', list: [shared, shared] };
    value.self = value;
    expect(maskValue(value)).toEqual({ order: '[masked]', retry: 3, apiKey: REDACTED, cookie: 'c', list: [{ note: 'token=abc for [masked]' }, { note: 'token=abc for [masked]' }], self: '[circular]' });
    // The server's mask once printed the second copy of a shared object, and a cycle, untouched.
    expect(maskSecretsIn(value)).toEqual({ order: 1234567, retry: 3, apiKey: 'k', cookie: REDACTED, list: [{ note: 'token=[redacted] for ada@example.com' }, { note: 'token=[redacted] for ada@example.com' }], self: '[circular]' });
  });
});

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: adding replaces, dismissing closes, removal follows the delay', () => {
    const first = toast({ title: 'One' });
    toast({ title: 'Two', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Two', variant: 'destructive', open: true });
    expect(first.id).not.toBe(getToasts()[0]?.id);
    dismissToast();
    expect(getToasts()[0]?.open).toBe(false);
    jest.advanceTimersByTime(999_999);
    expect(getToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const state = reducer([{ id: '1', title: 'a', open: true, variant: 'default' }], { type: 'UPDATE_TOAST', toast: { id: '1', title: 'b' } });
    expect(state[0]?.title).toBe('b');
  });
});
