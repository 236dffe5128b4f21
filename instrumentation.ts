/** Server start-up: production logs are masked and quiet (spec 8). */
export async function register() {
  if (process.env.NODE_ENV === 'production') {
    const { installConsoleGuard } = await import('./lib/logger');
    installConsoleGuard();
  }
}
