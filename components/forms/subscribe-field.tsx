'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { withContactLinks } from '@/components/sections/contact-links';
import { cn } from '@/lib/cn';
import type { SubscribeOutcome } from './subscribe-logic';

/** Every string the field can show, translated on the server and passed in. */
export type SubscribeTexts = {
  label: string;
  placeholder: string;
  button: string;
  sending: string;
  success: string;
  reference: string;
  unsubscribe: string;
  /** A second subscription of an address: nothing changed, and the link is its first subscriber's. */
  already: string;
  tooManyAttempts: string;
  errors: Record<string, string>;
};

const loadLogic = () => import('./subscribe-logic');

/** The honeypot's name (HONEYPOT_FIELD in lib/forms/schemas, not imported here to keep zod out of every page). */
const HONEYPOT_NAME = 'website';

/**
 * The newsletter field of the footer and the home page: an email input with only the placeholder
 * "Enter your email" (a visually hidden label names it) and a Subscribe button. Its logic and the
 * schema load on first focus or submit.
 */
export function SubscribeField({ texts, locale, tone = 'surface', className }: { texts: SubscribeTexts; locale: string; tone?: 'surface' | 'ink'; className?: string }) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Extract<SubscribeOutcome, { kind: 'success' }> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  // False in the server's HTML and while hydrating; the form says data-ready once it handles submits.
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const website = String(data.get(HONEYPOT_NAME) ?? '');
    setPending(true);
    try {
      const { subscribe } = await loadLogic();
      const outcome = await subscribe(email, website, locale);
      clearTimeout(timer.current);
      if (outcome.kind === 'ignored') return;
      if (outcome.kind === 'success') {
        setError(null);
        setDone(outcome);
      } else if (outcome.kind === 'guard') {
        setError(texts.tooManyAttempts);
        timer.current = setTimeout(() => setError(null), outcome.messageMs);
      } else {
        setError(texts.errors[outcome.code] ?? texts.errors.unknown ?? '');
        if (outcome.kind === 'invalid') input.current?.focus();
      }
    } catch {
      setError(texts.errors.network ?? '');
    } finally {
      setPending(false);
    }
  };

  // A submit made before this code arrived was held by the island (subscribe-island.tsx): send it
  // now, so that the visitor's press is answered rather than dropped.
  useEffect(() => {
    const form = formElement.current;
    if (hydrated && form?.hasAttribute('data-held')) {
      delete form.dataset.held;
      form.requestSubmit();
    }
  }, [hydrated]);

  // The form gives way to the confirmation: focus moves there (it would fall to <body> with the form).
  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);

  const errorId = `${id}-error`;
  // Drawn invalid (the error border) as well as marked so; the class is set only then, not in every page's HTML.
  const invalid = Boolean(error) && !pending;
  const form = (
    <form ref={formElement} method="post" noValidate onSubmit={onSubmit} className="relative" data-testid="subscribe-form" data-ready={hydrated || undefined}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {texts.label}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="off"
          placeholder={texts.placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => void loadLogic()}
          className={cn(
            // flex-1 only in the row: in the phone's column it set the field's height to 20 px.
            'h-11 min-w-0 flex-none rounded-full border px-4 text-sm sm:flex-1',
            tone === 'surface'
              ? cn('bg-canvas text-ink placeholder:text-ink-3', invalid ? 'border-security' : 'border-control-line focus-visible:border-focus')
              : 'border-canvas/40 bg-canvas/10 text-canvas placeholder:text-canvas/75',
          )}
        />
        <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
          <label>
            Website
            <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className={cn(
            'inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-medium whitespace-nowrap transition-colors aria-disabled:opacity-60',
            tone === 'surface' ? 'bg-ink text-canvas hover:bg-signal hover:text-signal-ink' : 'bg-canvas text-ink hover:bg-signal hover:text-signal-ink',
          )}
        >
          {pending ? texts.sending : texts.button}
        </button>
      </div>
      <p id={errorId} role="alert" className={cn('mt-2 text-sm font-medium empty:hidden', tone === 'surface' ? 'text-security' : 'text-canvas')} data-testid="subscribe-error">
        {error ? withContactLinks(error) : null}
      </p>
    </form>
  );

  return (
    <div className={className}>
      {/* The live region exists before its text, so screen readers announce the confirmation. */}
      <div role="status" className="text-sm leading-6">
        {/* Focused, the confirmation shows the site's focus outline (globals.css), 3 px clear of the
            text: a ring on the box's edge ran through the first letters and the link's underline. */}
        {done ? (
          <div ref={confirmation} tabIndex={-1} className="rounded-md" data-testid="subscribe-success">
            {/* A second subscription of an address says so first, rather than thanking for a new one. */}
            {done.alreadySubscribed ? (
              <p className="font-medium" data-testid="subscribe-already">
                {withContactLinks(texts.already)}
              </p>
            ) : (
              <p className="font-medium">{texts.success}</p>
            )}
            <p className="mt-1 opacity-85">
              {texts.reference} <strong className="font-mono tracking-wider">{done.reference}</strong>
            </p>
            {done.unsubscribeUrl ? (
              <a href={done.unsubscribeUrl} className="mt-1 inline-block underline underline-offset-4">
                {texts.unsubscribe}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      {done ? null : form}
    </div>
  );
}
