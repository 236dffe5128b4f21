/**
 * A local stand-in for the parts of Supabase's HTTP API the site calls, for tests only (never
 * shipped). Shapes follow Supabase's documentation (GoTrue auth API, PostgREST RPC):
 *   POST /auth/v1/token?grant_type=password|refresh_token   GET /auth/v1/user   POST /auth/v1/logout
 *   POST /auth/v1/signup  /otp  /recover  /verify            GET /auth/v1/verify (an email's link)
 *   POST /auth/v1/token?grant_type=pkce                       PUT /auth/v1/user (new password)
 *   GET /auth/v1/.well-known/jwks.json                        GET /auth/v1/health (the status page's check)
 * The "emails and text messages" it would send (six-digit codes, links) are kept in an inbox that
 * tests read at GET /__test/inbox?to=<email or phone digits> (not a Supabase endpoint).
 *   POST /rest/v1/rpc/has_role  runs the REAL has_role from supabase/migrations in PGlite, as the
 *   caller's database role with request.jwt.claims set from the verified JWT.
 * Access tokens are ES256 JWTs signed with a key generated at start, published in the JWKS.
 *
 * Run: npx tsx tests/support/supabase-standin.ts [port]   (default 54228)
 * Users (password "correct-horse-battery"): admin@tessellon.test (admin), member@tessellon.test,
 * error@tessellon.test (has_role answers a 500), hang@tessellon.test (has_role never answers).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomInt, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations, asClaims, type SqlRunner } from './sql';

export const STANDIN_PASSWORD = 'correct-horse-battery';
export const STANDIN_USERS = {
  admin: { id: '11111111-1111-4111-8111-111111111111', email: 'admin@tessellon.test', phone: '15550000001', admin: true },
  member: { id: '22222222-2222-4222-8222-222222222222', email: 'member@tessellon.test', phone: '15550000002', admin: false },
  error: { id: '33333333-3333-4333-8333-333333333333', email: 'error@tessellon.test', phone: '15550000003', admin: true },
  hang: { id: '44444444-4444-4444-8444-444444444444', email: 'hang@tessellon.test', phone: '15550000004', admin: true },
} as const;

type User = { id: string; email: string; phone: string; admin: boolean; password: string };

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signJwt(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const header = b64url(JSON.stringify({ alg: 'ES256', kid, typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), { key, dsaEncoding: 'ieee-p1363' });
  return `${header}.${body}.${b64url(signature)}`;
}

function verifyJwt(token: string, key: KeyObject, kid: string): Record<string, unknown> | null {
  const [header, body, signature] = token.split('.');
  if (!header || !body || !signature) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string; kid?: string };
    if (head.alg !== 'ES256' || head.kid !== kid) return null;
    const ok = verify('sha256', Buffer.from(`${header}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    if (!ok) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return null;
    return claims;
  } catch {
    return null;
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString();
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

export async function startStandin(port: number) {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const publicKey = createPublicKey(privateKey);
  const kid = randomUUID();
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  const issuer = `http://localhost:${port}/auth/v1`;

  const db = new PGlite();
  await applyMigrations(db);
  const users = new Map<string, User>();
  for (const user of Object.values(STANDIN_USERS)) {
    users.set(user.id, { ...user, password: STANDIN_PASSWORD });
    if (user.admin) await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`, [user.id]);
  }
  const refreshTokens = new Map<string, { userId: string; issued: number }>();
  // One-time codes by recipient, PKCE auth codes by code, and what the tests can read of the mail.
  type Otp = { userId: string; code: string; type: 'email' | 'sms' | 'magiclink' | 'recovery'; expires: number; challenge?: string; redirectTo?: string };
  const otps = new Map<string, Otp>();
  const authCodes = new Map<string, { userId: string; challenge: string; method: string; expires: number }>();
  const inbox = new Map<string, { code: string; link?: string }>();
  const weakReasons = (password: string) => (password.length < 12 ? ['length'] : []);
  const findUser = (body: Record<string, unknown>) => {
    const login = typeof body.email === 'string' ? body.email.toLowerCase() : typeof body.phone === 'string' ? body.phone.replace(/\D/g, '') : '';
    return { login, user: [...users.values()].find((candidate) => candidate.email === login || candidate.phone === login) };
  };
  /** Sends a code (and, for email, a link through GET /auth/v1/verify) to a known user; unknown recipients get nothing, as on Supabase. */
  const mail = (login: string, user: User | undefined, type: Otp['type'], body: Record<string, unknown>, redirectTo: string | null) => {
    if (!user) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : undefined;
    otps.set(login, { userId: user.id, code, type, expires: Date.now() + 10 * 60_000, challenge, redirectTo: redirectTo ?? undefined });
    const link = type === 'sms' ? undefined : `${issuer}/verify?token=${code}&type=${type}&email=${encodeURIComponent(login)}${redirectTo ? `&redirect_to=${encodeURIComponent(redirectTo)}` : ''}`;
    inbox.set(login, { code, link });
  };
  /** Spends a valid code once; null when it is wrong, spent or expired. */
  const spend = (login: string, code: unknown): Otp | null => {
    const otp = otps.get(login);
    if (!otp || otp.code !== code || otp.expires < Date.now()) return null;
    otps.delete(login);
    return otp;
  };

  const userJson = (user: User) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: user.phone,
    email_confirmed_at: '2026-01-01T00:00:00Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    factors: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  });

  const session = (user: User) => {
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = 3600;
    const accessToken = signJwt(
      { aud: 'authenticated', exp: now + expiresIn, iat: now, iss: issuer, sub: user.id, email: user.email, phone: user.phone, role: 'authenticated', aal: 'aal1', session_id: randomUUID(), is_anonymous: false },
      privateKey,
      kid,
    );
    const refreshToken = randomUUID().replace(/-/g, '');
    refreshTokens.set(refreshToken, { userId: user.id, issued: Date.now() });
    return { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn, expires_at: now + expiresIn, refresh_token: refreshToken, user: userJson(user) };
  };

  const send = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET,POST,PUT,DELETE,OPTIONS' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };
  const authError = (response: ServerResponse, status: number, code: string, msg: string, extra: Record<string, unknown> = {}) =>
    send(response, status, { code: status, error_code: code, msg, ...extra });

  const bearer = (request: IncomingMessage) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const claimsOf = (request: IncomingMessage) => {
    const token = bearer(request);
    return token ? verifyJwt(token, privateKey, kid) : null;
  };

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', `http://localhost:${port}`);
      if (request.method === 'OPTIONS') return send(response, 204);
      const route = `${request.method} ${url.pathname}`;

      if (route === 'GET /auth/v1/.well-known/jwks.json') return send(response, 200, { keys: [jwk] });

      // GoTrue's health answer; Supabase's gateway refuses it without a key, as it refuses everything.
      if (route === 'GET /auth/v1/health') {
        if (!request.headers.apikey) return send(response, 401, { message: 'No API key found in request' });
        return send(response, 200, { version: 'standin', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
      }

      if (route === 'POST /auth/v1/token') {
        const body = await readJson(request);
        const grant = url.searchParams.get('grant_type');
        if (grant === 'password') {
          const login = typeof body.email === 'string' ? body.email.toLowerCase() : typeof body.phone === 'string' ? body.phone.replace(/\D/g, '') : '';
          const user = [...users.values()].find((candidate) => candidate.email === login || candidate.phone === login);
          if (!user || body.password !== user.password) return authError(response, 400, 'invalid_credentials', 'Invalid login credentials');
          return send(response, 200, session(user));
        }
        if (grant === 'refresh_token') {
          const stored = typeof body.refresh_token === 'string' ? refreshTokens.get(body.refresh_token) : undefined;
          const user = stored ? users.get(stored.userId) : undefined;
          if (!stored || !user) return authError(response, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
          return send(response, 200, session(user));
        }
        if (grant === 'pkce') {
          const stored = typeof body.auth_code === 'string' ? authCodes.get(body.auth_code) : undefined;
          const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
          const user = stored ? users.get(stored.userId) : undefined;
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (!stored || !user || stored.expires < Date.now() || stored.challenge !== challenge) return authError(response, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
          authCodes.delete(body.auth_code as string);
          return send(response, 200, session(user));
        }
        return authError(response, 400, 'unsupported_grant_type', 'unsupported_grant_type');
      }

      if (route === 'GET /auth/v1/user') {
        const claims = claimsOf(request);
        const user = typeof claims?.sub === 'string' ? users.get(claims.sub) : undefined;
        if (!user) return authError(response, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is malformed');
        return send(response, 200, userJson(user));
      }

      if (route === 'POST /auth/v1/logout') return send(response, 204);

      // Test-only (not a Supabase endpoint): a token signed with the real key, for expiry tests.
      if (route === 'POST /__test/sign') return send(response, 200, { token: signJwt(await readJson(request), privateKey, kid), kid });

      if (route === 'POST /auth/v1/signup') {
        const body = await readJson(request);
        const password = typeof body.password === 'string' ? body.password : '';
        if (weakReasons(password).length) return authError(response, 422, 'weak_password', 'Password should be at least 12 characters.', { weak_password: { reasons: weakReasons(password) } });
        const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
        if ([...users.values()].some((user) => user.email === email)) return authError(response, 422, 'user_already_exists', 'User already registered');
        const user: User = { id: randomUUID(), email, phone: typeof body.phone === 'string' ? body.phone : '', admin: false, password };
        users.set(user.id, user);
        return send(response, 200, session(user));
      }

      if (route === 'POST /auth/v1/otp') {
        const body = await readJson(request);
        const { login, user } = findUser(body);
        if (!user && body.create_user === false) return authError(response, 422, 'otp_disabled', 'Signups not allowed for otp');
        mail(login, user, typeof body.phone === 'string' ? 'sms' : 'magiclink', body, url.searchParams.get('redirect_to'));
        return send(response, 200, typeof body.phone === 'string' ? { message_id: randomUUID() } : {});
      }

      if (route === 'POST /auth/v1/recover') {
        const body = await readJson(request);
        const { login, user } = findUser(body);
        mail(login, user, 'recovery', body, url.searchParams.get('redirect_to'));
        return send(response, 200, {});
      }

      // The code typed in: a session at once.
      if (route === 'POST /auth/v1/verify') {
        const body = await readJson(request);
        const { login } = findUser(body);
        const otp = spend(login, body.token);
        const user = otp ? users.get(otp.userId) : undefined;
        if (!otp || !user) return authError(response, 403, 'otp_expired', 'Token has expired or is invalid');
        return send(response, 200, session(user));
      }

      // The link in the email: back to the site with a PKCE auth code the browser exchanges.
      if (route === 'GET /auth/v1/verify') {
        const login = (url.searchParams.get('email') ?? '').toLowerCase();
        const otp = spend(login, url.searchParams.get('token'));
        const target = new URL(otp?.redirectTo ?? url.searchParams.get('redirect_to') ?? 'http://localhost/');
        if (!otp || !otp.challenge) {
          target.searchParams.set('error', 'access_denied');
          target.searchParams.set('error_code', 'otp_expired');
          target.searchParams.set('error_description', 'Email link is invalid or has expired');
        } else {
          const authCode = randomUUID();
          authCodes.set(authCode, { userId: otp.userId, challenge: otp.challenge, method: 's256', expires: Date.now() + 5 * 60_000 });
          target.searchParams.set('code', authCode);
        }
        response.writeHead(303, { location: target.toString() });
        return response.end();
      }

      if (route === 'PUT /auth/v1/user') {
        const claims = claimsOf(request);
        const user = typeof claims?.sub === 'string' ? users.get(claims.sub) : undefined;
        if (!user) return authError(response, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
        const body = await readJson(request);
        if (typeof body.password === 'string') {
          const reasons = weakReasons(body.password);
          if (reasons.length) return authError(response, 422, 'weak_password', 'Password should be at least 12 characters.', { weak_password: { reasons } });
          if (body.password === user.password) return authError(response, 422, 'same_password', 'New password should be different from the old password.');
          user.password = body.password;
        }
        return send(response, 200, userJson(user));
      }

      // Test-only (not a Supabase endpoint): the last code and link sent to a recipient.
      if (route === 'GET /__test/inbox') {
        const message = inbox.get((url.searchParams.get('to') ?? '').toLowerCase().replace(/^\+/, ''));
        return message ? send(response, 200, message) : send(response, 404, { message: 'nothing sent' });
      }

      if (route === 'POST /rest/v1/rpc/has_role') {
        const body = await readJson(request);
        const token = bearer(request);
        // A bearer that is a JWT must verify; the publishable key (not a JWT) means anon.
        const claims = token && token.split('.').length === 3 ? verifyJwt(token, privateKey, kid) : { role: 'anon' };
        if (!claims) return send(response, 401, { code: 'PGRST301', details: null, hint: null, message: 'JWT could not be decoded' });
        const sub = typeof claims.sub === 'string' ? claims.sub : undefined;
        if (sub === STANDIN_USERS.hang.id) return; // never answers
        if (sub === STANDIN_USERS.error.id) return send(response, 500, { code: 'XX000', details: null, hint: null, message: 'internal error' });
        const role = claims.role === 'authenticated' || claims.role === 'service_role' ? claims.role : 'anon';
        try {
          const rows = await asClaims(db as unknown as SqlRunner, { ...claims, role }, async (tx) =>
            (await tx.query<{ has_role: boolean }>(`select public.has_role($1::uuid, $2::public.app_role) as has_role`, [body._user_id, body._role])).rows,
          );
          return send(response, 200, rows[0]?.has_role ?? null);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return send(response, /permission denied/.test(message) ? 401 : 400, { code: '42501', details: null, hint: null, message });
        }
      }

      return send(response, 404, { message: `No stand-in for ${route}` });
    } catch (error) {
      return send(response, 500, { message: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return { server, db, kid, privateKey, close: async () => { server.close(); await db.close(); } };
}

/** A key the stand-in does not know, for forging tokens in tests. */
export function foreignKey(): KeyObject {
  return createPrivateKey(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }));
}

if (process.argv[1]?.endsWith('supabase-standin.ts')) {
  const port = Number(process.argv[2] ?? process.env.STANDIN_PORT ?? 54228);
  void startStandin(port).then(() => console.log(`Supabase stand-in on http://localhost:${port}`));
}
