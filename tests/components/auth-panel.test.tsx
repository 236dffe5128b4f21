import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import AuthPanel from '@/components/auth/auth-panel';

type Listener = (event: string, session: unknown) => void;
const listeners = new Set<Listener>();
let session: { user: { id: string; email: string } } | null;
let isAdmin: boolean;
let updateError: unknown;

const auth = {
  onAuthStateChange: (listener: Listener) => {
    listeners.add(listener);
    queueMicrotask(() => listener('INITIAL_SESSION', session));
    return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
  },
  getClaims: async () => ({ data: session ? { claims: { sub: session.user.id } } : null, error: null }),
  getSession: async () => ({ data: { session }, error: null }),
  updateUser: jest.fn(async () => ({ data: { user: null }, error: updateError })),
  signInWithPassword: jest.fn(async () => ({ data: { session: null, user: null }, error: { name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' } })),
  signInWithOtp: jest.fn(async (request: { email?: string; options?: { emailRedirectTo?: string } }) => (void request, { data: {}, error: { name: 'AuthApiError', status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' } as unknown })),
  signOut: jest.fn(async () => {
    session = null;
    for (const listener of listeners) listener('SIGNED_OUT', null);
    return { error: null };
  }),
};
const rpc = jest.fn(() => ({ abortSignal: async () => ({ data: isAdmin, error: null }) }));

jest.mock('@/lib/supabase/client', () => ({ browserSupabase: () => ({ auth, rpc }) }));

const renderPanel = (locale: 'en' | 'de' = 'en') =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'de' ? de : en}>
      <AuthPanel />
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  listeners.clear();
  session = { user: { id: 'user-1', email: 'member@tessellon.test' } };
  isAdmin = false;
  updateError = null;
  auth.updateUser.mockClear();
  auth.signOut.mockClear();
  rpc.mockClear();
  // Each test is a fresh visitor: no submit-guard state left by the previous one.
  sessionStorage.clear();
  window.history.replaceState(null, '', '/auth');
});

describe('AuthPanel: the new-password form (mode=update)', () => {
  const save = async (password: string) => {
    fireEvent.change(await screen.findByLabelText(/New password|Neues Passwort/), { target: { value: password } });
    await act(async () => fireEvent.submit(screen.getByLabelText(/New password|Neues Passwort/).closest('form')!));
  };

  it('explains a new password equal to the old one in words, not the service message under a sign-in label', async () => {
    window.history.replaceState(null, '', '/auth?mode=update');
    updateError = { name: 'AuthApiError', status: 422, code: 'same_password', message: 'New password should be different from the old password.' };
    renderPanel();
    await save('correct-horse-battery');
    // Under the field it is about, tied to it and focused (not a notice under the form).
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('The new password is the same as your current one. Choose a different password.'));
    expect(field).not.toHaveAccessibleDescription(expect.stringMatching(/Sign-in|should be different/));
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in the visitor\'s language', async () => {
    window.history.replaceState(null, '', '/de/auth?mode=update');
    updateError = { name: 'AuthApiError', status: 422, code: 'same_password', message: 'New password should be different from the old password.' };
    renderPanel('de');
    await save('correct-horse-battery');
    await waitFor(() => expect(screen.getByLabelText('Neues Passwort')).toHaveAccessibleDescription(expect.stringContaining('Das neue Passwort ist dasselbe wie das aktuelle.')));
  });

  it('explains a weak password with its reasons', async () => {
    window.history.replaceState(null, '', '/auth?mode=update');
    updateError = { name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', message: 'Password should be at least 12 characters.', reasons: ['length'] };
    renderPanel();
    await save('short');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('This password is too weak: it is too short.')));
  });

  it('names the password change, not sign-in, for an error it has no words for, and marks the quoted service text as English', async () => {
    window.history.replaceState(null, '', '/de/auth?mode=update');
    updateError = { name: 'AuthApiError', status: 500, code: 'unexpected_failure', message: 'Database error updating user' };
    renderPanel('de');
    await save('a-much-longer-new-passphrase');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Ihr Passwort wurde nicht geändert: Database error updating user');
    expect(notice).not.toHaveTextContent('Anmeldung fehlgeschlagen');
    expect(screen.getByText('Database error updating user')).toHaveAttribute('lang', 'en');
  });
});

describe('AuthPanel: signed in', () => {
  it('signs out on this device only (scope local), as the page says', async () => {
    renderPanel();
    await screen.findByTestId('signed-in');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(await screen.findByLabelText('Email or phone')).toBeInTheDocument();
  });

  it('moves focus from the vanished Sign out button to the sign-in form, not to the page start', async () => {
    renderPanel();
    await screen.findByTestId('signed-in');
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    signOut.focus();
    await act(async () => fireEvent.click(signOut));
    await waitFor(() => expect(screen.getByLabelText('Email or phone')).toHaveFocus());
  });

  it('offers Administration only to an administrator (has_role)', async () => {
    isAdmin = true;
    renderPanel();
    expect(await screen.findByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');
    expect(rpc).toHaveBeenCalledWith('has_role', { _user_id: 'user-1', _role: 'admin' });
  });

  it('does not offer Administration to anyone else', async () => {
    isAdmin = false;
    renderPanel();
    await screen.findByTestId('signed-in');
    await waitFor(() => expect(rpc).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });
});

describe('AuthPanel: the submit guards of every form (spec 5)', () => {
  let now: number;
  beforeEach(() => {
    session = null;
    auth.signInWithPassword.mockClear();
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  const signIn = async () => {
    fireEvent.change(screen.getByLabelText('Email or phone'), { target: { value: 'member@tessellon.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password-here' } });
    await act(async () => fireEvent.submit(screen.getByLabelText('Password').closest('form')!));
  };

  it('blocks a second sign-in within 2 seconds', async () => {
    renderPanel();
    await screen.findByLabelText('Email or phone');
    await signIn();
    now += 1000;
    await signIn();
    expect(auth.signInWithPassword).toHaveBeenCalledTimes(1);
  });

  it("refuses a sixth sign-in within 60 seconds with 'Too many attempts. Please wait before trying again.' for 5 seconds", async () => {
    renderPanel();
    await screen.findByLabelText('Email or phone');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn();
      now += 3000;
    }
    expect(auth.signInWithPassword).toHaveBeenCalledTimes(5);
    jest.useFakeTimers({ doNotFake: ['Date', 'queueMicrotask'] });
    await signIn();
    expect(auth.signInWithPassword).toHaveBeenCalledTimes(5);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please wait before trying again.');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Too many attempts. Please wait before trying again.')).toBeNull();
    now += 60_000;
    await signIn();
    expect(auth.signInWithPassword).toHaveBeenCalledTimes(5);
    jest.useRealTimers();
  });
});

describe('AuthPanel: a one-time code', () => {
  it('answers an address with no account as it answers one with: a neutral notice, the code field focused, nothing quoted from the service', async () => {
    session = null;
    window.history.replaceState(null, '', '/es/auth?next=/admin');
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'One-time code' }));
    fireEvent.change(screen.getByLabelText('Email or phone'), { target: { value: 'nobody@tessellon.test' } });
    await act(async () => fireEvent.submit(screen.getByLabelText('Email or phone').closest('form')!));
    expect(await screen.findByTestId('auth-notice')).toHaveTextContent('If an account exists for nobody@tessellon.test, a sign-in code is on its way.');
    expect(screen.getByTestId('auth-notice')).not.toHaveTextContent(/Signups|failed/);
    await waitFor(() => expect(screen.getByLabelText('Six-digit code')).toHaveFocus());
    // The emailed link comes back to this page, in its language, with the checked return target.
    expect(auth.signInWithOtp.mock.calls[0]?.[0].options?.emailRedirectTo).toBe(`${window.location.origin}/es/auth?next=%2Fadmin`);
    // A code that is not six digits is refused in the page's language, not the browser's.
    const code = screen.getByLabelText('Six-digit code') as HTMLInputElement;
    fireEvent.change(code, { target: { value: '12' } });
    act(() => void code.checkValidity());
    expect(code.validationMessage).toBe('Enter the six digits of the code.');
    fireEvent.input(code, { target: { value: '123456' } });
    expect(code.checkValidity()).toBe(true);
    // The way back: the address, kept and focused, to correct it or send a new code.
    fireEvent.click(screen.getByRole('button', { name: 'Change the address or send a new code' }));
    await waitFor(() => expect(screen.getByLabelText('Email or phone')).toHaveFocus());
    expect(screen.getByLabelText('Email or phone')).toHaveValue('nobody@tessellon.test');
    expect(screen.queryByLabelText('Six-digit code')).toBeNull();
  });

  it('keeps the submit button focused while the request runs (aria-disabled, not disabled)', async () => {
    session = null;
    renderPanel();
    await screen.findByLabelText('Email or phone');
    const submit = screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!;
    fireEvent.change(screen.getByLabelText('Email or phone'), { target: { value: 'member@tessellon.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password-123' } });
    let release: (value: unknown) => void = () => undefined;
    auth.signInWithPassword.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)) as never);
    submit.focus();
    await act(async () => fireEvent.submit(submit.closest('form')!));
    // While the request runs: marked busy, still focusable and focused (disabled dropped focus to <body>).
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).not.toHaveAttribute('disabled');
    expect(submit).toHaveFocus();
    await act(async () => release({ data: { session: null, user: null }, error: { name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' } }));
    // The wrong password is shown under its field, tied to it, and focus goes there.
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('The email, phone number or password is not right.');
    expect(password).toHaveFocus();
  });
});
