'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ERROR_CODES, type ErrorCode } from '@/lib/forms/schemas';

const isErrorCode = (code: string): code is ErrorCode => (ERROR_CODES as readonly string[]).includes(code);

/** A field's error code as the visitor's sentence (Forms.errors.<code>); unknown codes read as 'invalid'. */
export function useErrorText() {
  const t = useTranslations('Forms.errors');
  return useCallback((code: string | undefined) => (code ? t(isErrorCode(code) || code === 'slot' ? code : 'invalid') : undefined), [t]);
}
