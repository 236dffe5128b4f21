/**
 * The public origin when `NEXT_PUBLIC_SITE_URL` is not set, from the variables Vercel sets at build:
 * a production deployment is its project's production domain, a preview its branch address (else its
 * own deployment address), so that canonical URLs, the sitemap, feeds and Open Graph cards of a preview
 * shared for review point at that preview rather than at localhost. Off Vercel: localhost.
 */
export function deploymentOrigin(env: Record<string, string | undefined>): string {
  const host =
    env.VERCEL_ENV === 'production' ? (env.VERCEL_PROJECT_PRODUCTION_URL ?? env.VERCEL_URL) : env.VERCEL_ENV ? (env.VERCEL_BRANCH_URL ?? env.VERCEL_URL) : undefined;
  return host ? `https://${host}` : 'http://localhost:3000';
}
