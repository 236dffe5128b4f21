import { checkAdmin, decide, deniedLocation, type GuardPorts } from '@/lib/auth/guard';
import { returnToFrom, safeReturnTo } from '@/lib/auth/return-to';
import { localePrefixOf } from '@/lib/i18n/locale-prefix';

const USER = '22222222-2222-4222-8222-222222222222';
const ports = (overrides: Partial<GuardPorts> = {}): GuardPorts => ({
  getClaims: async () => ({ claims: { sub: USER }, error: null }),
  hasAdminRole: async () => ({ data: true, error: null }),
  ...overrides,
});

describe('administrator guard decision', () => {
  it('allows only a verified user whose has_role answered true', async () => {
    expect(decide(await checkAdmin(ports()))).toEqual({ allow: true, userId: USER });
  });

  it.each([
    ['role false', ports({ hasAdminRole: async () => ({ data: false, error: null }) }), 'not-admin'],
    ['role answer not a boolean', ports({ hasAdminRole: async () => ({ data: 'true', error: null }) }), 'not-admin'],
    ['role null', ports({ hasAdminRole: async () => ({ data: null, error: null }) }), 'not-admin'],
    ['no session', ports({ getClaims: async () => ({ claims: null, error: null }) }), 'no-session'],
    ['session missing error', ports({ getClaims: async () => ({ claims: null, error: { message: 'Auth session missing!' } }) }), 'no-session'],
    ['invalid signature', ports({ getClaims: async () => ({ claims: null, error: { message: 'Invalid JWT signature' } }) }), 'invalid-token'],
    ['claims without subject', ports({ getClaims: async () => ({ claims: {}, error: null }) }), 'invalid-token'],
    // An empty subject is no user, even where the role check (here) would answer true.
    ['claims with an empty subject', ports({ getClaims: async () => ({ claims: { sub: '' }, error: null }) }), 'invalid-token'],
    ['claims with a numeric subject', ports({ getClaims: async () => ({ claims: { sub: 42 }, error: null }) }), 'invalid-token'],
    ['getClaims throws', ports({ getClaims: async () => Promise.reject(new Error('fetch failed')) }), 'invalid-token'],
    ['role check error', ports({ hasAdminRole: async () => ({ data: null, error: { message: 'permission denied' } }) }), 'role-error'],
    ['role check throws', ports({ hasAdminRole: async () => Promise.reject(new Error('socket hang up')) }), 'role-error'],
  ])('denies: %s', async (_name, given, reason) => {
    expect(decide(await checkAdmin(given))).toEqual({ allow: false, reason });
  });

  it('denies when nothing is configured', async () => {
    expect(decide(await checkAdmin(null))).toEqual({ allow: false, reason: 'not-configured' });
  });

  it('denies when the role check hangs, and aborts it', async () => {
    let aborted = false;
    const hanging = ports({
      hasAdminRole: (_id, signal) =>
        new Promise(() => {
          signal.addEventListener('abort', () => (aborted = true));
        }),
    });
    expect(decide(await checkAdmin(hanging, 50))).toEqual({ allow: false, reason: 'timeout' });
    expect(aborted).toBe(true);
  });

  it('denies when token verification hangs', async () => {
    expect(decide(await checkAdmin(ports({ getClaims: () => new Promise(() => {}) }), 50))).toEqual({ allow: false, reason: 'timeout' });
  });

  it('asks about the verified user and the admin role only', async () => {
    const asked: string[] = [];
    await checkAdmin(ports({ hasAdminRole: async (id) => (asked.push(id), { data: true, error: null }) }));
    expect(asked).toEqual([USER]);
  });

  it('sends a denied visitor to the home page of their language with the toast signal', () => {
    expect(deniedLocation(null)).toBe('/?denied=1');
    expect(deniedLocation('es')).toBe('/es?denied=1');
    // From a page's language: the default language has no prefix.
    expect([undefined, 'en', 'ar', 'zh-TW'].map((locale) => deniedLocation(localePrefixOf(locale)))).toEqual(['/?denied=1', '/?denied=1', '/ar?denied=1', '/zh-TW?denied=1']);
  });
});

describe('safeReturnTo', () => {
  it.each(['/admin', '/es/seo-tools?page=%2Fabout', '/blog#top', '/a/b?x=1&y=2'])('keeps the same-site path %s', (path) => {
    expect(safeReturnTo(path)).toBe(decodeURIComponent(path));
  });

  it.each([
    'https://evil.example',
    'http://evil.example/admin',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    // Encoded twice or three times after a leading "/": refused only because the value is decoded up to three times.
    '/%252F%252Fevil.example',
    '/%255Cevil.example',
    '/%25255Cevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    '/\t/evil.example',
    ' //evil.example',
    'evil.example',
    '',
    '%',
    // Dot segments that resolve to a protocol-relative path once the URL is normalised.
    '/.//evil.example',
    '/a/..//evil.example',
    '/..//evil.example/path',
    '/%2E%2E//evil.example',
    '/./%2F/evil.example',
  ])('refuses the off-site or malformed %p', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('keeps a plain path unchanged', () => {
    expect(safeReturnTo('/admin')).toBe('/admin');
    expect(safeReturnTo('/fr/seo-dashboard?x=1#h')).toBe('/fr/seo-dashboard?x=1#h');
  });

  it('refuses a value longer than 2,048 characters', () => {
    expect(safeReturnTo(`/${'a'.repeat(2047)}`)).toBe(`/${'a'.repeat(2047)}`);
    expect(safeReturnTo(`/${'a'.repeat(2048)}`)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('//evil.example', '/auth')).toBe('/auth');
    expect(safeReturnTo(null, '/auth')).toBe('/auth');
  });

  it('reads next, redirect, returnTo and redirectTo', () => {
    for (const name of ['next', 'redirect', 'returnTo', 'redirectTo']) {
      expect(returnToFrom(new URLSearchParams({ [name]: '/admin' }))).toBe('/admin');
      expect(returnToFrom(new URLSearchParams({ [name]: '//evil.example' }))).toBe('/');
    }
    expect(returnToFrom(new URLSearchParams())).toBe('/');
  });
});
