'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { isErrorCode } from '@/lib/forms/schemas';

/** A field's error code as the visitor's sentence (Forms.errors.<code>); unknown codes read as 'invalid'. */
export function useErrorText() {
  const t = useTranslations('Forms.errors');
  return useCallback((code: string | undefined) => (code ? t(isErrorCode(code) || code === 'slot' ? code : 'invalid') : undefined), [t]);
}
