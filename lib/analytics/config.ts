/**
 * Analytics configuration, fixed at build time. Previews (VERCEL_ENV set and not 'production')
 * never load analytics.
 */
export const GA_MEASUREMENT_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? '';
export const DEPLOY_ENV = process.env.NEXT_PUBLIC_VERCEL_ENV ?? '';

export const isPreview = (env: string = DEPLOY_ENV): boolean => env !== '' && env !== 'production';
/** Vercel Analytics and Speed Insights only exist on Vercel. */
export const onVercel = (env: string = DEPLOY_ENV): boolean => env !== '';

export function analyticsConfigured(id: string = GA_MEASUREMENT_ID, env: string = DEPLOY_ENV): boolean {
  if (isPreview(env)) return false;
  return id !== '' || onVercel(env);
}
