/**
 * The sign-in service's errors (spec 8) as codes the interface translates: 'Auth session missing!',
 * invalid credentials, weak password with its reasons, a new password equal to the old one, invalid
 * JWT, and network failures (502, 503 and 504 are retried before they are reported). An error with
 * no code of its own is 'generic': the interface names the action that failed and quotes the
 * service's (English) message.
 */
export type AuthErrorCode =
  | 'sessionMissing'
  | 'invalidCredentials'
  | 'weakPassword'
  | 'samePassword'
  | 'reauthenticationNeeded'
  | 'notConfirmed'
  | 'invalidJwt'
  | 'network'
  | 'rateLimited'
  | 'userExists'
  | 'invalidInput'
  | 'otpExpired'
  | 'generic';

/** `serviceCode` is the service's own error code ('' when it sent none). */
export type DescribedAuthError = { code: AuthErrorCode; reasons: string[]; message: string; serviceCode: string };

type ErrorLike = { name?: unknown; message?: unknown; status?: unknown; code?: unknown; reasons?: unknown };

const isErrorLike = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null;

export const RETRYABLE_STATUSES = [502, 503, 504] as const;

export function isRetryable(error: unknown): boolean {
  if (!isErrorLike(error)) return false;
  if (error.name === 'AuthRetryableFetchError') return true;
  return typeof error.status === 'number' && (RETRYABLE_STATUSES as readonly number[]).includes(error.status);
}

export function describeAuthError(error: unknown): DescribedAuthError {
  const e = isErrorLike(error) ? error : {};
  const message = typeof e.message === 'string' ? e.message : String(error);
  const code = typeof e.code === 'string' ? e.code : '';
  const name = typeof e.name === 'string' ? e.name : '';
  const reasons = Array.isArray(e.reasons) ? e.reasons.filter((reason): reason is string => typeof reason === 'string') : [];
  const of = (c: AuthErrorCode): DescribedAuthError => ({ code: c, reasons, message, serviceCode: code });
  if (name === 'AuthSessionMissingError' || code === 'session_not_found' || message === 'Auth session missing!') return of('sessionMissing');
  if (name === 'AuthWeakPasswordError' || code === 'weak_password') return of('weakPassword');
  if (code === 'same_password') return of('samePassword');
  if (code === 'reauthentication_needed' || code === 'reauthentication_not_valid') return of('reauthenticationNeeded');
  if (code === 'email_not_confirmed' || code === 'phone_not_confirmed') return of('notConfirmed');
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(message)) return of('invalidCredentials');
  if (name === 'AuthInvalidJwtError' || code === 'bad_jwt' || /invalid jwt/i.test(message)) return of('invalidJwt');
  if (isRetryable(error) || (typeof e.status === 'number' && e.status === 0) || /failed to fetch|network/i.test(message)) return of('network');
  if (code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit' || code === 'over_sms_send_rate_limit' || e.status === 429) return of('rateLimited');
  if (code === 'user_already_exists' || code === 'email_exists' || code === 'phone_exists') return of('userExists');
  if (code === 'otp_expired') return of('otpExpired');
  if (code === 'validation_failed' || code === 'email_address_invalid' || name === 'AuthInvalidCredentialsError') return of('invalidInput');
  return of('generic');
}

/** What the visitor was doing when a call failed: the notice names it (not always "sign-in"). */
export const AUTH_ACTIONS = ['signIn', 'signUp', 'otp', 'reset', 'update', 'signOut'] as const;
export type AuthAction = (typeof AUTH_ACTIONS)[number];

/** Backoff before each retry (ms): three retries, as the spec's lazy-load rule spaces them. */
export const AUTH_RETRY_DELAYS = [300, 540, 972] as const;

/**
 * Runs a call of the sign-in service, retrying while it answers a retryable failure (502, 503,
 * 504 or a network error); returns the last answer. Calls answer `{ error }` rather than throw.
 */
export async function withRetry<T extends { error: unknown }>(call: () => Promise<T>, delays: readonly number[] = AUTH_RETRY_DELAYS, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))): Promise<T> {
  let result = await call();
  for (const delay of delays) {
    if (!result.error || !isRetryable(result.error)) return result;
    await sleep(delay);
    result = await call();
  }
  return result;
}

/** "Email or phone": an address with @ is an email; otherwise digits of a phone number (E.164 without +). */
export function parseLogin(value: string): { email: string } | { phone: string } | null {
  const trimmed = value.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return { email: trimmed.toLowerCase() };
  const digits = trimmed.replace(/[\s().-]/g, '');
  if (/^\+?\d{7,15}$/.test(digits)) return { phone: digits.replace(/^\+/, '') };
  return null;
}
