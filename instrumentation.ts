/** Server start-up: production logs are masked and quiet (spec 8); the forms' e-mail sender starts. */
export async function register() {
  if (process.env.NODE_ENV === 'production') {
    const { installConsoleGuard } = await import('./lib/logger');
    installConsoleGuard();
  }
  // Form notifications by e-mail, when SMTP_URL is set (never during the build).
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.SMTP_URL && process.env.NEXT_PHASE !== 'phase-production-build') {
    const [{ startOutboxSender }, { getDb }] = await Promise.all([import('./lib/forms/outbox'), import('./lib/db/connection')]);
    await startOutboxSender(getDb);
  }
}
