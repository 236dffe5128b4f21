/**
 * The texts of the root error screen (spec 8, "Application Error"). `global-error` replaces the
 * root layout, so it has no message provider; and because it is the root error boundary, its code
 * ships with every page: importing the whole message catalogue there would add it to every
 * page's JavaScript. A unit test keeps these equal to `Errors` in messages/en.json.
 */
export const applicationErrorTexts = {
  appErrorTitle: 'Application Error',
  appErrorBody: 'The application encountered an unexpected error. Please try one of the recovery options below.',
  appErrorFooter: 'If this problem persists after reloading, please contact support.',
  tryAgain: 'Try Again',
  reloadClearCache: 'Reload & Clear Cache',
  goToHome: 'Go to Home',
} as const;
