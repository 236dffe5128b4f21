'use client';

import './globals.css';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/shell/error-screen';
import { clearCaches, retryAction } from '@/lib/chunk-errors';
import { logLater } from '@/lib/log-later';
import { applicationErrorTexts as t } from '@/components/shell/application-error-texts';

/**
 * Try Again presses since the page loaded. Module state, not component state: Next mounts a fresh
 * error screen each time the error comes back after `reset()`, so a count kept in the component
 * would start at 0 every time and never reach the cap (spec 9, error retry cap 3).
 */
let attemptsSinceLoad = 0;

/**
 * The root error boundary (spec 8, "Application Error"). It replaces the root layout, so it
 * brings its own document and cannot rely on the locale's providers: it speaks English.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {

  useEffect(() => {
    logLater('error', 'Application error', error);
  }, [error]);

  const tryAgain = () => {
    if (retryAction(attemptsSinceLoad) === 'reload') {
      window.location.reload();
      return;
    }
    attemptsSinceLoad += 1;
    reset();
  };

  const reloadAndClear = async () => {
    await clearCaches().catch(() => undefined);
    window.location.reload();
  };

  return (
    <html lang="en">
      <body className="bg-canvas text-ink">
        <ErrorScreen
          title={t.appErrorTitle}
          body={t.appErrorBody}
          footer={t.appErrorFooter}
          actions={[
            { label: t.tryAgain, onClick: tryAgain, primary: true, testId: 'app-error-retry' },
            { label: t.reloadClearCache, onClick: reloadAndClear, testId: 'app-error-clear' },
            // A full document load, not a client navigation: the app that failed is not trusted to route.
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination
            { label: t.goToHome, onClick: () => window.location.assign('/'), testId: 'app-error-home' },
          ]}
        />
      </body>
    </html>
  );
}
