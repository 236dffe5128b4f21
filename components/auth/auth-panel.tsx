'use client';

import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Field } from '@/components/ui/field';
import { useFocusFirstField } from '@/components/ui/use-focus-first-field';
import { describeAuthError, parseLogin, withRetry, type AuthAction } from '@/lib/auth/errors';
import { checkAdmin, decide } from '@/lib/auth/guard';
import { returnToFrom } from '@/lib/auth/return-to';
import { useSubmitGuard } from '@/components/forms/use-submit-guard';
import { browserSupabase } from '@/lib/supabase/client';
import { guardPorts } from '@/lib/supabase/guard-ports';

type Mode = 'signIn' | 'signUp' | 'otp' | 'reset' | 'update';
type Notice = { tone: 'error' | 'info'; text: ReactNode } | null;
/** An error that belongs to one field: shown under it, tied to it (aria-describedby, aria-invalid), and focused. */
type FieldError = { field: 'login' | 'password' | 'code'; text: ReactNode } | null;
/** The sign-in service's errors that are about one field's value. */
const FIELD_OF: Partial<Record<string, NonNullable<FieldError>['field']>> = { invalidCredentials: 'password', weakPassword: 'password', samePassword: 'password', invalidInput: 'login', otpExpired: 'code' };
/** The service's answer to a code asked for an address with no account: treated as sent, so the form does not tell who has one. */
const NO_ACCOUNT_FOR_CODE = new Set(['otp_disabled', 'user_not_found']);
const MODES: Exclude<Mode, 'update'>[] = ['signIn', 'signUp', 'otp', 'reset'];

/** The sign-in panel of /auth: a client leaf loaded on demand (the page itself stays static). */

/** The weak-password reasons the service names that have a translated text. */
const REASON_KEYS = { length: 'reasons.length', characters: 'reasons.characters', pwned: 'reasons.pwned' } as const;
const isKnownReason = (reason: string): reason is keyof typeof REASON_KEYS => Object.hasOwn(REASON_KEYS, reason);

export default function AuthPanel() {
  const t = useTranslations('Auth');
  const supabase = browserSupabase();
  // The reset email's link comes back to /auth?mode=update (with the one-time code the client
  // exchanges for a session): the new-password form, whether or not the PASSWORD_RECOVERY event
  // fired before this panel subscribed.
  const [mode, setMode] = useState<Mode>(() => (typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('mode') === 'update' ? 'update' : 'signIn'));
  const [session, setSession] = useState<Session | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [fieldError, setFieldError] = useState<FieldError>(null);
  // The address a code went to, put back in the field when the visitor goes back to change it.
  const [login, setLogin] = useState('');
  const [codeFor, setCodeFor] = useState<{ email: string } | { phone: string } | null>(null);
  // Whether the signed-in user is an administrator (has_role, as the admin guard asks it), for the
  // user id it was asked for: the Administration link is offered only then. The proxy's
  // server-side check stays the authority over the admin pages themselves.
  const [adminFor, setAdminFor] = useState<string | null>(null);
  const tablistId = useId();
  const userId = session?.user.id ?? null;
  // Signing out replaces the focused Sign out button with the sign-in form: focus follows to the
  // form's first field instead of falling back to the page's start.
  const form = useRef<HTMLFormElement>(null);
  const focusForm = useFocusFirstField(form, !session);
  // The spec's submit guards (section 5): 'Too many attempts' shows while the guard says so.
  const { guardMessage, allowSubmit } = useSubmitGuard('auth');

  useEffect(() => {
    if (!supabase) return;
    const { data } = supabase.auth.onAuthStateChange((event: AuthChangeEvent, next: Session | null) => {
      setSession(next);
      setReady(true);
      if (event === 'PASSWORD_RECOVERY') setMode('update');
    });
    return () => data.subscription.unsubscribe();
  }, [supabase]);

  const input = (name: NonNullable<FieldError>['field']) => form.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;
  // The code field takes focus when it appears; an error moves focus to its field.
  useEffect(() => {
    if (codeFor) input('code')?.focus();
  }, [codeFor]);
  useEffect(() => {
    if (fieldError) input(fieldError.field)?.focus();
  }, [fieldError]);
  // Back from the code to the address: focus follows to it (the button that was pressed is gone).
  useEffect(() => {
    if (login && !codeFor) input('login')?.focus();
  }, [login, codeFor]);

  useEffect(() => {
    if (!supabase || !userId) return;
    let cancelled = false;
    void checkAdmin(guardPorts(supabase)).then((outcome) => {
      const decision = decide(outcome);
      if (!cancelled && decision.allow && decision.userId === userId) setAdminFor(userId);
    });
    return () => {
      cancelled = true;
    };
  }, [supabase, userId]);

  if (!supabase) return null;

  /** The error of `action` as a sentence in the visitor's language; an unknown one names the action and quotes the service. */
  const fail = (error: unknown, action: AuthAction) => {
    const described = describeAuthError(error);
    const reasons = described.reasons.map((reason) => (isKnownReason(reason) ? t(REASON_KEYS[reason]) : reason)).join(', ');
    const text =
      described.code === 'generic'
        ? t.rich(`failed.${action}`, { message: described.message, service: (chunks) => <span lang="en">{chunks}</span> })
        : t(`errors.${described.code}`, { reasons: reasons || t('reasons.length') });
    const field = FIELD_OF[described.code];
    if (field && input(field)) setFieldError({ field, text });
    else setNotice({ tone: 'error', text });
  };

  const run = async (action: AuthAction, work: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    setFieldError(null);
    try {
      await work();
    } catch (error) {
      fail(error, action);
    } finally {
      setBusy(false);
    }
  };

  const goOn = () => {
    window.location.assign(returnToFrom(new URLSearchParams(window.location.search), '/auth'));
  };

  /** Where an emailed link comes back: this page, in its language, with the checked return target. */
  const emailReturn = () => {
    const next = returnToFrom(new URLSearchParams(window.location.search), '');
    return `${window.location.origin}${window.location.pathname}${next ? `?next=${encodeURIComponent(next)}` : ''}`;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Busy: the button stays focusable (aria-disabled, not disabled, which would drop focus to <body>).
    if (busy) return;
    // The spec's submit guards hold for every form, this one too (spec 5).
    if (!allowSubmit()) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    void run(mode, async () => {
      if (mode === 'update') {
        const { error } = await withRetry(() => supabase.auth.updateUser({ password: text('password') }));
        if (error) return fail(error, 'update');
        setMode('signIn');
        window.history.replaceState(null, '', window.location.pathname);
        setNotice({ tone: 'info', text: t('passwordUpdated') });
        return;
      }
      if (mode === 'otp' && codeFor) {
        const { error } = await withRetry(() =>
          'email' in codeFor
            ? supabase.auth.verifyOtp({ email: codeFor.email, token: text('code'), type: 'email' })
            : supabase.auth.verifyOtp({ phone: codeFor.phone, token: text('code'), type: 'sms' }),
        );
        if (error) return fail(error, 'otp');
        return goOn();
      }
      const login = parseLogin(text('login'));
      if (!login) return setFieldError({ field: 'login', text: t('errors.invalidLogin') });
      if (mode === 'signIn') {
        const { error } = await withRetry(() => supabase.auth.signInWithPassword({ ...login, password: text('password') }));
        if (error) return fail(error, 'signIn');
        return goOn();
      }
      if (mode === 'signUp') {
        const { data, error } = await withRetry(() => supabase.auth.signUp({ ...login, password: text('password'), options: 'email' in login ? { emailRedirectTo: emailReturn() } : {} }));
        if (error) return fail(error, 'signUp');
        if (data.session) return goOn();
        setNotice({ tone: 'info', text: t('signUpDone') });
        return;
      }
      if (mode === 'otp') {
        const { error } = await withRetry(() =>
          'email' in login ? supabase.auth.signInWithOtp({ email: login.email, options: { emailRedirectTo: emailReturn(), shouldCreateUser: false } }) : supabase.auth.signInWithOtp({ phone: login.phone, options: { shouldCreateUser: false } }),
        );
        if (error && !NO_ACCOUNT_FOR_CODE.has(describeAuthError(error).serviceCode)) return fail(error, 'otp');
        setCodeFor(login);
        setNotice({ tone: 'info', text: t('codeSent', { target: 'email' in login ? login.email : `+${login.phone}` }) });
        return;
      }
      if (!('email' in login)) return setFieldError({ field: 'login', text: t('errors.invalidLogin') });
      const { error } = await withRetry(() => supabase.auth.resetPasswordForEmail(login.email, { redirectTo: `${window.location.origin}${window.location.pathname}?mode=update` }));
      if (error) return fail(error, 'reset');
      setNotice({ tone: 'info', text: t('resetSent', { email: login.email }) });
    });
  };

  // This device only (the page says so): other devices where the user is signed in stay signed in.
  const signOut = () =>
    void run('signOut', async () => {
      // Set before the call: the SIGNED_OUT event can arrive before signOut() returns.
      focusForm.request();
      const { error } = await supabase.auth.signOut({ scope: 'local' });
      // Signing out of this device removes the session before the service is told; only a session
      // still here is a failure worth reporting.
      if (error && (await supabase.auth.getSession()).data.session) {
        focusForm.cancel();
        fail(error, 'signOut');
      }
    });

  if (!ready) return <p className="text-ink-3">{t('loading')}</p>;

  if (session && mode !== 'update') {
    return (
      <div className="space-y-4">
        <p className="text-ink wrap-anywhere" data-testid="signed-in">
          {t('signedInAs', { who: session.user.email ?? (session.user.phone ? `+${session.user.phone}` : session.user.id) })}
        </p>
        <div className="flex flex-wrap gap-3">
          {adminFor === session.user.id ? (
            <Link className="inline-flex h-10 items-center rounded-full bg-ink px-4 text-sm font-medium text-canvas hover:bg-signal hover:text-signal-ink" href="/admin" prefetch={false}>
              {t('goToAdmin')}
            </Link>
          ) : null}
          <Button variant="secondary" onClick={busy ? undefined : signOut} aria-disabled={busy || undefined} className="aria-disabled:opacity-60">
            {t('signOut')}
          </Button>
        </div>
        {notice ? <NoticeView notice={notice} /> : null}
      </div>
    );
  }

  const submitLabel = { signIn: t('submitSignIn'), signUp: t('submitSignUp'), otp: codeFor ? t('verifyCode') : t('sendCode'), reset: t('sendReset'), update: t('savePassword') }[mode];
  const needsPassword = mode === 'signIn' || mode === 'signUp' || mode === 'update';

  return (
    <div className="space-y-6">
      {mode === 'update' ? null : (
        <div role="group" aria-labelledby={tablistId} className="flex flex-wrap gap-2">
          <span id={tablistId} className="sr-only">
            {t('chooseMethod')}
          </span>
          {MODES.map((item) => (
            <Button
              key={item}
              variant={mode === item ? 'primary' : 'secondary'}
              aria-pressed={mode === item}
              onClick={() => {
                setMode(item);
                setNotice(null);
                setFieldError(null);
                setCodeFor(null);
              }}
            >
              {t(`modes.${item}`)}
            </Button>
          ))}
        </div>
      )}
      <form ref={form} onSubmit={onSubmit} className="max-w-md space-y-4" noValidate={false}>
        {mode === 'update' || (mode === 'otp' && codeFor) ? null : (
          <Field
            label={mode === 'reset' ? t('emailLabel') : t('loginLabel')}
            name="login"
            type={mode === 'reset' ? 'email' : 'text'}
            autoComplete={mode === 'reset' ? 'email' : 'username'}
            spellCheck={false}
            autoCapitalize="none"
            required
            defaultValue={login}
            key={login}
            error={fieldError?.field === 'login' ? fieldError.text : undefined}
          />
        )}
        {needsPassword ? (
          <Field
            label={mode === 'update' ? t('newPasswordLabel') : t('passwordLabel')}
            name="password"
            type="password"
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            spellCheck={false}
            hint={mode === 'signIn' ? undefined : t('passwordHint')}
            required
            error={fieldError?.field === 'password' ? fieldError.text : undefined}
          />
        ) : null}
        {mode === 'otp' && codeFor ? (
          <Field
            label={t('codeLabel')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            spellCheck={false}
            required
            // The browser's own "Please match the requested format" is in the browser's language, not the page's.
            onInvalid={(event) => event.currentTarget.setCustomValidity(t('errors.codeFormat'))}
            onInput={(event) => event.currentTarget.setCustomValidity('')}
            error={fieldError?.field === 'code' ? fieldError.text : undefined}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" aria-disabled={busy || undefined} className="aria-disabled:opacity-60">
            {busy ? t('working') : submitLabel}
          </Button>
          {mode === 'otp' && codeFor ? (
            // Back to the address, kept in the field: correct it, or send the code again.
            <Button variant="secondary" onClick={() => { setLogin('email' in codeFor ? codeFor.email : `+${codeFor.phone}`); setCodeFor(null); setNotice(null); setFieldError(null); }}>
              {t('changeTarget')}
            </Button>
          ) : null}
        </div>
      </form>
      {guardMessage ? <NoticeView notice={{ tone: 'error', text: t('errors.rateLimited') }} /> : notice ? <NoticeView notice={notice} /> : null}
    </div>
  );
}

function NoticeView({ notice }: { notice: NonNullable<Notice> }) {
  return (
    <p role={notice.tone === 'error' ? 'alert' : 'status'} className={notice.tone === 'error' ? 'font-medium text-security' : 'text-ink-2'} data-testid="auth-notice">
      {notice.text}
    </p>
  );
}
