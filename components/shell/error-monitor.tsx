'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { chunkVerdict, claimAutoReload, clearCaches, countChunkError, describeError, isAuditAgent, isChunkError, isCspError, reloadSoon } from '@/lib/chunk-errors';
import { guardConsoleLater, logLater } from '@/lib/log-later';
import { ErrorScreen } from './error-screen';

export const CHUNK_ERROR_EVENT = 'chunk-error';

type Screen = 'none' | 'chunk' | 'csp';

/**
 * Watches window errors (spec 4 and 8): chunk failures are tolerated twice, announced once, and
 * from the third the page gives way to "Loading Issue Detected"; security-policy failures show
 * the "Content Security Policy Error" screen. Audit user agents are left alone.
 */
export function ErrorMonitor() {
  const t = useTranslations('Errors');
  const [screen, setScreen] = useState<Screen>('none');

  useEffect(() => {
    if (process.env.NODE_ENV === 'production') guardConsoleLater();
    if (isAuditAgent(navigator.userAgent)) return;

    const handle = (message: string, error: unknown) => {
      if (isCspError(message) && !isChunkError(message)) {
        setScreen('csp');
        return;
      }
      if (!isChunkError(message)) return;
      const { count, isNew } = countChunkError(sessionStorage, error);
      if (!isNew) return;
      if (count === 1) window.dispatchEvent(new CustomEvent(CHUNK_ERROR_EVENT, { detail: { message } }));
      if (chunkVerdict(count) === 'fatal') setScreen('chunk');
      else if (claimAutoReload(sessionStorage)) reloadSoon(() => window.location.reload());
      logLater('warn', 'Chunk load failure', { count, message });
    };

    const onError = (event: ErrorEvent) => handle(`${event.message ?? ''} ${describeError(event.error)}`, event.error);
    const onRejection = (event: PromiseRejectionEvent) => handle(describeError(event.reason), event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  if (screen === 'none') return null;

  const overlay = (content: React.ReactNode) => (
    <div className="fixed inset-0 z-[90] overflow-y-auto bg-canvas" data-testid={`error-screen-${screen}`}>
      {content}
    </div>
  );

  if (screen === 'csp') {
    return overlay(<ErrorScreen title={t('cspTitle')} body={t('cspBody')} actions={[{ label: t('reloadPage'), onClick: () => window.location.reload(), primary: true }]} />);
  }
  return overlay(
    <ErrorScreen
      title={t('loadingIssueDetectedTitle')}
      body={t('loadingIssueDetectedBody')}
      actions={[
        { label: t('refreshPage'), onClick: () => window.location.reload(), primary: true },
        {
          label: t('clearCacheReload'),
          onClick: async () => {
            localStorage.clear();
            sessionStorage.clear();
            await clearCaches().catch(() => undefined);
            window.location.reload();
          },
        },
      ]}
    />,
  );
}
