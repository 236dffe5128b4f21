'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FieldErrors } from '@/lib/forms/client';
import { isErrorCode } from '@/lib/forms/schemas';

/**
 * A field's error code as the visitor's sentence (Forms.errors.<code>); unknown codes read as
 * 'invalid'. A required choice left empty asks to choose ("Choose one option.", the get-started
 * questions' words) rather than to fill in.
 */
export function useErrorText() {
  const t = useTranslations('Forms');
  return useCallback(
    (code: string | undefined, kind: 'field' | 'choice' = 'field') =>
      code === 'required' && kind === 'choice' ? t('getStarted.pick') : code ? t(`errors.${isErrorCode(code) || code === 'slot' ? code : 'invalid'}`) : undefined,
    [t],
  );
}

/**
 * The props every field of a form shares: its name, its error as the visitor's sentence (a
 * required choice's asks to choose), clearing that error on input, and the "Optional" label.
 */
export function useFieldProps(errors: FieldErrors, clearError: (name: string) => void) {
  const t = useTranslations('Forms');
  const errorText = useErrorText();
  return (name: string, kind?: 'choice') => ({ name, error: errorText(errors[name], kind), onInput: () => clearError(name), optionalLabel: t('optional') });
}
