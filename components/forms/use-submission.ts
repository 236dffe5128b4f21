'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  createIdempotencyKeeper,
  formToObject,
  formsStatus,
  issuesToFieldErrors,
  submitForm,
  type FailureCode,
  type FieldErrors,
  type SubmitResult,
} from '@/lib/forms/client';
import { haptic, type HapticIntensity } from '@/lib/haptics';
import { useSubmitGuard } from './use-submit-guard';
import { useFocusFirstField } from '@/components/ui/use-focus-first-field';

/** The part of a zod schema the forms use (zod 4's safeParse result). */
export type Validator = {
  /** The schema's fields: only these are read from the form, so stray inputs never reach the strict schema. */
  shape: Record<string, unknown>;
  safeParse: (data: unknown) => { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

export type Success = Extract<SubmitResult, { kind: 'success' }>;

/** What one send answers: the form's own success (`R`), or the forms API's invalid and failure results. */
export type Outcome<R> = R | Exclude<SubmitResult, Success>;

export type SubmissionState<R = Success> =
  | { phase: 'idle' }
  | { phase: 'pending' }
  | { phase: 'invalid'; count: number }
  | { phase: 'failure'; code: FailureCode; retryAfter?: number }
  | { phase: 'success'; result: R };

/**
 * One form's submission: client validation with the shared schema, the spec's submit guards,
 * the POST with one Idempotency-Key per logical submission, and the resulting state. Fields keep
 * their input on every failure because they are uncontrolled and never reset except on success.
 */
export function useSubmission<R extends { kind: 'success' } = Success>({
  formId,
  schema,
  extra,
  onSuccess,
  onFailure,
  onRefused,
  lookup,
}: {
  formId: string;
  schema: Validator | null;
  /** Values that are not form fields (a chosen slot, the time zone...). */
  extra?: () => Record<string, unknown>;
  onSuccess?: (result: NoInfer<R>, payload: Record<string, unknown>) => void;
  onFailure?: (code: FailureCode) => void;
  /** The server refused fields the form had accepted (a booking's time no longer offered). */
  onRefused?: (fieldErrors: FieldErrors) => void;
  /**
   * A lookup instead of a submission (the privacy status form): the schema's parsed data goes to
   * `lookup`, whose success is what the form shows, rather than to POST /api/forms/{formId}. Nothing
   * is stored, so there is no Idempotency-Key, no forms status check and no haptics; the guards,
   * validation, errors and focus are the same. Without it the success is the forms API's (`Success`).
   */
  lookup?: (data: unknown) => Promise<Outcome<R>>;
}) {
  const locale = useLocale();
  const quiet = lookup !== undefined;
  const [state, setState] = useState<SubmissionState<R>>({ phase: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { guardMessage, allowSubmit } = useSubmitGuard(formId);
  const [configured, setConfigured] = useState<boolean | null>(null);
  const keeper = useRef(createIdempotencyKeeper());
  const formRef = useRef<HTMLFormElement>(null);
  const focusRequest = useRef(false);
  const pending = state.phase === 'pending';

  useEffect(() => {
    let live = true;
    if (!quiet) {
      void formsStatus().then((status) => {
        if (live) setConfigured(status.configured);
      });
    }
    return () => {
      live = false;
    };
  }, [quiet]);

  // Focus moves to the first invalid field once the errors are on screen.
  useEffect(() => {
    if (!focusRequest.current) return;
    focusRequest.current = false;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    const target = first.tagName === 'FIELDSET' ? (first.querySelector<HTMLElement>('input:checked, input, [tabindex="0"]') ?? first) : first;
    target.focus();
  }, [errors]);

  // "Send another" replaces the confirmation (and the focused button in it) with the empty form:
  // focus moves to the form's first field rather than falling back to the page's start.
  const focusFirstField = useFocusFirstField(formRef, state.phase === 'idle');

  const buzz = useCallback((intensity: HapticIntensity) => !quiet && haptic(intensity), [quiet]);

  const showErrors = useCallback(
    (fieldErrors: FieldErrors) => {
      buzz('error');
      focusRequest.current = true;
      setErrors(fieldErrors);
      setState({ phase: 'invalid', count: Object.keys(fieldErrors).length });
    },
    [buzz],
  );

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pending) return;
      const form = event.currentTarget;
      const entries = { ...formToObject(new FormData(form)), ...extra?.(), locale };
      const payload: Record<string, unknown> = schema ? Object.fromEntries(Object.entries(entries).filter(([key]) => key in schema.shape)) : entries;
      let data: unknown = payload;
      if (schema) {
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          showErrors(issuesToFieldErrors(parsed.error.issues));
          return;
        }
        data = parsed.data;
      }
      // The guards count what would be sent: a visitor correcting the errors the form shows is not
      // locked out for 3 minutes by the attempts that showed them.
      if (!allowSubmit()) return;
      setErrors({});
      buzz('light');
      setState({ phase: 'pending' });
      // Without a lookup, R is the forms API's own Success (the type's default).
      const result = lookup ? await lookup(data) : ((await submitForm(formId, payload, keeper.current.keyFor(payload))) as Outcome<R>);
      if (result.kind === 'success') {
        keeper.current.reset();
        buzz('success');
        setState({ phase: 'success', result });
        onSuccess?.(result, payload);
      } else if (result.kind === 'invalid') {
        showErrors(Object.keys(result.fieldErrors).length ? result.fieldErrors : { _form: 'invalid' });
        onRefused?.(result.fieldErrors);
      } else {
        if (result.code === 'not_configured') setConfigured(false);
        buzz('error');
        setState({ phase: 'failure', code: result.code, retryAfter: result.retryAfter });
        onFailure?.(result.code);
      }
    },
    [allowSubmit, buzz, extra, formId, locale, lookup, onFailure, onRefused, onSuccess, pending, schema, showErrors],
  );

  const reset = useCallback(() => {
    keeper.current.reset();
    focusFirstField.request();
    setErrors({});
    setState({ phase: 'idle' });
  }, [focusFirstField]);

  // A field's error clears as the visitor fixes it, and the summary's count follows: it never names
  // more fields than are still marked, and it goes once none is.
  const errorCount = Object.keys(errors).length;
  const shown = useMemo<SubmissionState<R>>(
    () => (state.phase !== 'invalid' || errorCount === state.count ? state : errorCount ? { phase: 'invalid', count: errorCount } : { phase: 'idle' }),
    [state, errorCount],
  );

  return { formRef, state: shown, errors, guardMessage, configured, pending, onSubmit, clearError, reset };
}
