/**
 * The logger, loaded when first used. The error boundaries and the error monitor are part of
 * every page's first load; the masking patterns they would import with `lib/logger` are not
 * needed until something is logged, so they arrive in their own small chunk. If that chunk cannot
 * load (the network is what failed), the line is dropped rather than written unmasked.
 */
export function logLater(level: 'error' | 'warn', ...args: unknown[]): void {
  void import('./logger').then(({ logger }) => logger[level](...args), () => undefined);
}

/** Silences and masks the browser console (spec 8) once the logger's chunk has arrived. */
export function guardConsoleLater(): void {
  void import('./logger').then(({ installConsoleGuard }) => installConsoleGuard(), () => undefined);
}
