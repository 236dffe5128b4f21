import { describeAuthError, isRetryable, parseLogin, withRetry } from '@/lib/auth/errors';

describe('sign-in service errors', () => {
  it.each([
    [{ name: 'AuthSessionMissingError', message: 'Auth session missing!', status: 400 }, 'sessionMissing'],
    [{ name: 'AuthApiError', message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' }, 'invalidCredentials'],
    [{ name: 'AuthWeakPasswordError', message: 'Password should be at least 12 characters.', status: 422, code: 'weak_password', reasons: ['length'] }, 'weakPassword'],
    [{ name: 'AuthInvalidJwtError', message: 'Invalid JWT signature', status: 400 }, 'invalidJwt'],
    [{ name: 'AuthRetryableFetchError', message: 'Bad gateway', status: 502 }, 'network'],
    [{ name: 'AuthApiError', message: 'rate limit', status: 429, code: 'over_request_rate_limit' }, 'rateLimited'],
    [{ name: 'AuthApiError', message: 'User already registered', status: 422, code: 'user_already_exists' }, 'userExists'],
    [{ name: 'AuthApiError', message: 'New password should be different from the old password.', status: 422, code: 'same_password' }, 'samePassword'],
    [{ name: 'AuthApiError', message: 'Password update requires reauthentication.', status: 401, code: 'reauthentication_needed' }, 'reauthenticationNeeded'],
    [{ name: 'AuthApiError', message: 'Email not confirmed', status: 400, code: 'email_not_confirmed' }, 'notConfirmed'],
    [{ name: 'AuthApiError', message: 'Something else', status: 500 }, 'generic'],
  ])('maps %o to %s', (error, code) => {
    expect(describeAuthError(error).code).toBe(code);
  });

  it('keeps the weak password reasons', () => {
    expect(describeAuthError({ name: 'AuthWeakPasswordError', message: 'x', code: 'weak_password', reasons: ['length', 'pwned'] }).reasons).toEqual(['length', 'pwned']);
  });

  it('treats only 502, 503 and 504 (and network failures) as retryable', () => {
    for (const status of [502, 503, 504]) expect(isRetryable({ status })).toBe(true);
    for (const status of [400, 401, 429, 500]) expect(isRetryable({ status })).toBe(false);
    expect(isRetryable({ name: 'AuthRetryableFetchError', status: 0 })).toBe(true);
  });

  it('retries retryable answers, then gives the last one', async () => {
    const answers = [{ error: { status: 503 } }, { error: { status: 502 } }, { error: null }];
    const call = jest.fn(async () => answers.shift() ?? { error: null });
    const result = await withRetry(call, [1, 1, 1], async () => {});
    expect(result).toEqual({ error: null });
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('does not retry a non-retryable answer', async () => {
    const call = jest.fn(async () => ({ error: { status: 400, code: 'invalid_credentials' } }));
    await withRetry(call, [1, 1, 1], async () => {});
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('stops after the last retry', async () => {
    const call = jest.fn(async () => ({ error: { status: 504 } }));
    const result = await withRetry(call, [1, 1, 1], async () => {});
    expect(call).toHaveBeenCalledTimes(4);
    expect(result.error).toEqual({ status: 504 });
  });

  it('reads an email or a phone number from one field', () => {
    expect(parseLogin(' Admin@Tessellon.test ')).toEqual({ email: 'admin@tessellon.test' });
    expect(parseLogin('+1 (555) 000-0001')).toEqual({ phone: '15550000001' });
    expect(parseLogin('not a login')).toBeNull();
  });
});
