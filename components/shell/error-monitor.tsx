'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CHUNK_RELOAD_DELAY } from '@/lib/constants';
import { SESSION_KEYS, chunkVerdict, claimAutoReload, clearCaches, isAuditAgent, isChunkError, isCspError } from '@/lib/chunk-errors';
import { installConsoleGuard, logger } from '@/lib/logger';
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
    if (process.env.NODE_ENV === 'production') installConsoleGuard();
    if (isAuditAgent(navigator.userAgent)) return;

    const handle = (message: string) => {
      if (isCspError(message) && !isChunkError(message)) {
        setScreen('csp');
        return;
      }
      if (!isChunkError(message)) return;
      const count = Number(sessionStorage.getItem(SESSION_KEYS.chunkErrors) ?? 0) + 1;
      sessionStorage.setItem(SESSION_KEYS.chunkErrors, String(count));
      if (count === 1) window.dispatchEvent(new CustomEvent(CHUNK_ERROR_EVENT, { detail: { message } }));
      if (chunkVerdict(count) === 'fatal') setScreen('chunk');
      else if (claimAutoReload(sessionStorage)) window.setTimeout(() => window.location.reload(), CHUNK_RELOAD_DELAY);
      logger.warn('Chunk load failure', { count, message });
    };

    const onError = (event: ErrorEvent) => handle(`${event.message ?? ''} ${event.error?.name ?? ''}`);
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as { name?: string; message?: string } | string | undefined;
      handle(typeof reason === 'string' ? reason : `${reason?.name ?? ''} ${reason?.message ?? ''}`);
    };
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
