'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ErrorScreen } from './error-screen';
import { chunkVerdict, clearCachesAndSession, countChunkError, isChunkError, peekChunkCount, reloadSoon } from '@/lib/chunk-errors';
import { useRouter } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { logLater } from '@/lib/log-later';

/**
 * The second error boundary (spec 4 and 8): a chunk-load error shows "Loading Update..." and
 * reloads after a second while it is tolerated (the session's first two); any other error shows
 * "Something went wrong". The count is recorded after render, once per error (lib/chunk-errors).
 * A chunk-load error past the tolerated ones is the shell failing to load: the "Loading Issue"
 * screen, whose Try Again clears the caches and session storage and renders the route again.
 */
export function RouteError({
  error,
  reset,
  leave = (to) => window.location.replace(to),
}: {
  error: Error & { digest?: string };
  reset: () => void;
  /** Where Go Home goes, replacing the history entry (spec 8); a parameter for the tests. */
  leave?: (to: string) => void;
}) {
  const t = useTranslations('Errors');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const chunk = isChunkError(`${error.name} ${error.message}`);
  const [reloading] = useState(() => chunk && typeof sessionStorage !== 'undefined' && chunkVerdict(peekChunkCount(sessionStorage, error)) === 'tolerate');

  useEffect(() => {
    logLater('error', 'Route error', error);
    if (!chunk) return;
    const { count } = countChunkError(sessionStorage, error);
    if (chunkVerdict(count) === 'tolerate') reloadSoon(() => window.location.reload());
  }, [chunk, error]);

  if (reloading) return <ErrorScreen icon="refresh" busy title={t('loadingUpdateTitle')} body={t('loadingUpdateBody')} actions={[]} />;

  if (chunk) {
    const tryAgain = async () => {
      await clearCachesAndSession();
      reset();
    };
    return (
      <ErrorScreen
        title={t('loadingIssueTitle')}
        body={t('loadingIssueBody')}
        actions={[
          { label: t('tryAgain'), onClick: () => void tryAgain(), primary: true, testId: 'loading-issue-retry' },
          { label: t('goToHomepage'), onClick: () => router.push('/'), testId: 'loading-issue-home' },
        ]}
      />
    );
  }

  return (
    <ErrorScreen
      title={t('somethingWrongTitle')}
      body={t('somethingWrongBody')}
      footer={t('somethingWrongFooter')}
      actions={[
        { label: t('refreshPage'), onClick: () => window.location.reload(), primary: true, testId: 'error-refresh' },
        // The home page of the visitor's language, as Loading Issue's router.push('/') does: a bare
        // '/' took a German or Arabic reader to the English home page.
        { label: t('goHome'), onClick: () => leave(localizedPath(locale, '/')), testId: 'error-home' },
      ]}
    />
  );
}
