'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ErrorScreen } from './error-screen';
import { chunkVerdict, countChunkError, isChunkError, peekChunkCount, reloadSoon } from '@/lib/chunk-errors';
import { logger } from '@/lib/logger';

/**
 * The second error boundary (spec 4 and 8): a chunk-load error shows "Loading Update..." and
 * reloads after a second while it is tolerated (the session's first two); any other error shows
 * "Something went wrong". The count is recorded after render, once per error (lib/chunk-errors).
 */
export function RouteError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors');
  const chunk = isChunkError(`${error.name} ${error.message}`);
  const [reloading] = useState(() => chunk && typeof sessionStorage !== 'undefined' && chunkVerdict(peekChunkCount(sessionStorage, error)) === 'tolerate');

  useEffect(() => {
    logger.error('Route error', error);
    if (!chunk) return;
    const { count } = countChunkError(sessionStorage, error);
    if (chunkVerdict(count) === 'tolerate') reloadSoon(() => window.location.reload());
  }, [chunk, error]);

  if (reloading) return <ErrorScreen icon="refresh" busy title={t('loadingUpdateTitle')} body={t('loadingUpdateBody')} actions={[]} />;

  return (
    <ErrorScreen
      title={t('somethingWrongTitle')}
      body={t('somethingWrongBody')}
      footer={t('somethingWrongFooter')}
      actions={[
        { label: t('refreshPage'), onClick: () => window.location.reload(), primary: true, testId: 'error-refresh' },
        { label: t('goHome'), onClick: () => window.location.replace('/'), testId: 'error-home' },
      ]}
    />
  );
}
