/**
 * The administrator guard's decision (spec 2.6, 4 and 6): checking, then allowed or denied.
 * Only a verified session whose `has_role(user, 'admin')` answered exactly `true` is allowed;
 * no session, an invalid token, a `false`, an error or a timeout deny.
 */
export type GuardOutcome =
  | { kind: 'not-configured' }
  | { kind: 'no-session' }
  | { kind: 'invalid-token'; message: string }
  | { kind: 'role'; userId: string; hasRole: unknown }
  | { kind: 'role-error'; userId: string; message: string }
  | { kind: 'timeout'; userId?: string };

export type GuardDecision = { allow: true; userId: string } | { allow: false; reason: GuardOutcome['kind'] | 'not-admin' };

export function decide(outcome: GuardOutcome): GuardDecision {
  if (outcome.kind === 'role') {
    return outcome.hasRole === true ? { allow: true, userId: outcome.userId } : { allow: false, reason: 'not-admin' };
  }
  return { allow: false, reason: outcome.kind };
}

/** Milliseconds the role check may take before the guard denies. */
export const ROLE_CHECK_TIMEOUT = 3000;

export class GuardTimeout extends Error {
  constructor() {
    super('Role check timed out');
  }
}

/** Resolves with `work`, or rejects with GuardTimeout after `ms` (and aborts the signal). */
export async function withTimeout<T>(work: (signal: AbortSignal) => PromiseLike<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new GuardTimeout());
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the guard needs from the sign-in service, so the decision is testable without it. */
export type GuardPorts = {
  /** Verified claims of the session's access token (JWKS), or an error; null when there is no session. */
  getClaims: () => PromiseLike<{ claims: { sub?: unknown } | null; error: { message: string } | null }>;
  /** rpc has_role(_user_id, 'admin') with the user's token. */
  hasAdminRole: (userId: string, signal: AbortSignal) => PromiseLike<{ data: unknown; error: { message: string } | null }>;
};

const AUTH_SESSION_MISSING = /session missing/i;

export async function checkAdmin(ports: GuardPorts | null, timeoutMs = ROLE_CHECK_TIMEOUT): Promise<GuardOutcome> {
  if (!ports) return { kind: 'not-configured' };
  let userId: string | undefined;
  try {
    return await withTimeout(async (signal) => {
      const { claims, error } = await ports.getClaims();
      if (error) return AUTH_SESSION_MISSING.test(error.message) ? { kind: 'no-session' } : { kind: 'invalid-token', message: error.message };
      if (!claims) return { kind: 'no-session' };
      const sub = claims.sub;
      if (typeof sub !== 'string' || !sub) return { kind: 'invalid-token', message: 'Token has no subject' };
      userId = sub;
      const role = await ports.hasAdminRole(sub, signal);
      if (role.error) return { kind: 'role-error', userId: sub, message: role.error.message };
      return { kind: 'role', userId: sub, hasRole: role.data };
    }, timeoutMs);
  } catch (error) {
    if (error instanceof GuardTimeout) return { kind: 'timeout', userId };
    const message = error instanceof Error ? error.message : String(error);
    return userId ? { kind: 'role-error', userId, message } : { kind: 'invalid-token', message };
  }
}

/** Where a denied visitor goes: the locale's home page with the signal the home page turns into the toast. */
export const DENIED_PARAM = 'denied';

export function deniedLocation(localePrefix: string | null): string {
  return `${localePrefix ? `/${localePrefix}` : '/'}?${DENIED_PARAM}=1`;
}

/** Where an administrator goes after signing out from an admin page: the locale's sign-in page. */
export function signedOutLocation(localePrefix: string | null): string {
  return localePrefix ? `/${localePrefix}/auth` : '/auth';
}
