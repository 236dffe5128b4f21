'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
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
