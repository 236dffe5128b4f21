'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { withContactLinks } from '@/components/sections/contact-links';
import { siteConfig } from '@/lib/config';
import { whenIdle } from '@/lib/idle';
import { FormMessage } from './kit';
import type { SubmissionState } from './use-submission';

/**
 * Everything a form says about its submission, in two live regions: errors (assertive) and
 * status (polite). The guard's "Too many attempts" message wins while it is visible.
 */
export function SubmissionFeedback({ state, guardMessage, configured }: { state: SubmissionState; guardMessage: boolean; configured: boolean | null }) {
  const t = useTranslations('Forms');
  const info =
    configured === false && !(state.phase === 'failure' && state.code === 'not_configured') ? (
      <p data-testid="not-configured">{withContactLinks(t('failure.not_configured', { email: siteConfig.contact.email }))}</p>
    ) : state.phase === 'pending' ? (
      <p className="sr-only">{t('sending')}</p>
    ) : null;
  return (
    <div className="space-y-3">
      <SubmissionError state={state} guardMessage={guardMessage} />
      <FormMessage tone="info">{info}</FormMessage>
    </div>
  );
}

/**
 * The error live region of a submission: the guard's "Too many attempts" while it is visible,
 * else the invalid fields' count or the failure; `children` when there is none of these (a form's
 * own message, such as the privacy lookup's "no request matches").
 */
export function SubmissionError<R>({ state, guardMessage, children }: { state: SubmissionState<R>; guardMessage: boolean; children?: ReactNode }) {
  const t = useTranslations('Forms');
  // The count's plural is the page's first number format: ICU loads its data then (about 60 ms on a
  // phone), which a submit with errors would otherwise pay. Formatted once while the browser is idle.
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => live && t('failure.invalid', { count: 2 }));
    return () => {
      live = false;
    };
  }, [t]);
  let error: ReactNode = children;
  if (guardMessage) error = <p data-testid="guard-message">{t('failure.tooManyAttempts')}</p>;
  else if (state.phase === 'invalid') error = <p>{t('failure.invalid', { count: state.count })}</p>;
  else if (state.phase === 'failure') {
    error =
      state.code === 'rate_limited' && state.retryAfter ? (
        <p>{t('failure.serverRateLimited', { seconds: state.retryAfter })}</p>
      ) : (
        <p>{withContactLinks(t(`failure.${state.code}`, { email: siteConfig.contact.email }))}</p>
      );
  }
  return <FormMessage tone="error">{error}</FormMessage>;
}

/** The confirmation that replaces a form after a 200/201: the reference, and what happens next. */
export function SuccessPanel({ title, reference, children, onAgain, againLabel }: { title: string; reference: string; children?: ReactNode; onAgain?: () => void; againLabel?: string }) {
  const t = useTranslations('Forms');
  const panel = useRef<HTMLDivElement>(null);
  // The form (and the focused submit button) is gone: focus moves to the confirmation, which shows
  // the site's focus outline (globals.css) when the keyboard sent the form, as the newsletter's does.
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} role="status" aria-live="polite" className="rounded-2xl border border-signal/40 bg-signal-soft p-6 md:p-8" data-testid="form-success">
      <p className="flex items-center gap-2 text-lg font-semibold text-ink">{title}</p>
      <p className="mt-3 text-ink-2">
        {t('success.referenceLabel')}{' '}
        <strong className="rounded-md bg-surface px-2 py-0.5 font-mono text-base tracking-wider text-ink" data-testid="form-reference">
          {reference}
        </strong>
      </p>
      <p className="mt-2 text-sm text-ink-2">{t('success.referenceHint')}</p>
      {children}
      {onAgain && againLabel ? (
        <button type="button" onClick={onAgain} className="mt-5 text-sm font-medium text-signal underline underline-offset-4 hover:text-ink">
          {againLabel}
        </button>
      ) : null}
    </div>
  );
}
