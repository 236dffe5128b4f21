'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { ErrorScreen } from '@/components/shell/error-screen';
import { CHUNK_RELOAD_DELAY } from '@/lib/constants';
import { SESSION_KEYS, isChunkError, shouldAutoReload } from '@/lib/chunk-errors';
import { logger } from '@/lib/logger';

/**
 * The second error boundary (spec 4 and 8): chunk-load errors reload after a second while fewer
 * than two have been seen ("Loading Update..."); any other error shows "Something went wrong".
 */
export default function RouteError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors');
  const chunk = isChunkError(`${error.name} ${error.message}`);
  const count = useMemo(() => {
    if (!chunk || typeof sessionStorage === 'undefined') return 0;
    const seen = Number(sessionStorage.getItem(SESSION_KEYS.chunkErrors) ?? 0);
    sessionStorage.setItem(SESSION_KEYS.chunkErrors, String(seen + 1));
    return seen;
  }, [chunk]);
  const reloading = chunk && shouldAutoReload(count);

  useEffect(() => {
    logger.error('Route error', error);
    if (!reloading) return;
    const timer = setTimeout(() => window.location.reload(), CHUNK_RELOAD_DELAY);
    return () => clearTimeout(timer);
  }, [error, reloading]);

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
