import { execSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { RESOURCE_PATHS, resourcePolicy, securityHeaders } from './lib/security-headers';
import { englishRewrites } from './lib/proxy-matcher';
import { locales } from './lib/i18n/locales';
import { deploymentOrigin } from './lib/site-origin';

/**
 * One build, one identity. The value is fixed in the parent process so that every build worker
 * (they inherit process.env) and the `x-build-timestamp` header written into the routes
 * manifest agree with the `build-id` meta tag of every page.
 */
// `||=`, not `??=`: a copied .env.example sets these to '' (an empty origin broke the build, an
// empty build id turned the update check off).
process.env.NEXT_PUBLIC_BUILD_ID ||= String(Date.now());
process.env.NEXT_PUBLIC_BUILD_COMMIT ||= readCommit();
// The public origin (lib/config.ts): set it for production; on Vercel it defaults to the deployment's own.
if (!process.env.NEXT_PUBLIC_SITE_URL?.trim()) {
  process.env.NEXT_PUBLIC_SITE_URL = deploymentOrigin(process.env);
  // Off Vercel that is localhost: right for a local run, wrong for a production host (canonical
  // URLs, hreflang, the sitemap and Open Graph cards would all name localhost), so say so.
  if (!process.env.VERCEL_ENV && process.env.NODE_ENV === 'production') {
    console.warn(`NEXT_PUBLIC_SITE_URL is not set: canonical URLs, the sitemap and Open Graph cards of this build name ${process.env.NEXT_PUBLIC_SITE_URL}. Set it to the public origin for a production host.`);
  }
}
// Previews (VERCEL_ENV other than production) turn analytics off and noindex every page.
process.env.NEXT_PUBLIC_VERCEL_ENV ??= process.env.VERCEL_ENV ?? '';
// Error monitoring is decided at build: an empty DSN is inlined as '' and the SDK is left out of
// every bundle (lib/monitoring/sentry-options.ts).
process.env.NEXT_PUBLIC_SENTRY_DSN ??= process.env.SENTRY_DSN ?? '';

function readCommit(): string {
  if (process.env.VERCEL_GIT_COMMIT_SHA) return process.env.VERCEL_GIT_COMMIT_SHA;
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

const buildId = process.env.NEXT_PUBLIC_BUILD_ID;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next.js hashes the whole HTML of every static page on every request to make an ETag (FNV-1a
  // in JavaScript: about 15 % of the server's busy time serving /about, docs/benchmarks.md). The
  // pages are immutable per build and cached by the CDN with s-maxage, so the hash buys nothing.
  generateEtags: false,
  // Next keeps one core free by default; on a 2-core builder that halves the static generation
  // of ~3,400 pages (measured: 2m52s with 1 worker, 1m37s with 2; docs/benchmarks.md).
  experimental: { cpus: Math.max(2, availableParallelism()) },
  reactStrictMode: true,
  // `next start` serves each pre-rendered page from bytes encoded once instead of re-encoding its
  // HTML string on every request (cache-handler.mjs; 1.4× the requests/s on /about). Vercel serves
  // those pages from its CDN and brings its own cache for functions, which stays in place there.
  cacheHandler: process.env.VERCEL ? undefined : join(process.cwd(), 'cache-handler.mjs'),
  // The embedded database loads its WebAssembly and data files from its own package folder.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'nodemailer'],
  // The migration runner reads the schema of record at run time (lib/db/migrate.ts).
  outputFileTracingIncludes: { '/api/**': ['./supabase/migrations/*.sql'], '/[locale]/status': ['./supabase/migrations/*.sql'], '/[locale]/admin': ['./supabase/migrations/*.sql'] },
  generateBuildId: async () => `b${buildId}`,
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [640, 828, 1080, 1280, 1920, 2560],
    imageSizes: [64, 128, 256, 384],
    minimumCacheTTL: 31536000,
  },
  // An English visit to a known static page skips the proxy (its matcher, lib/proxy-matcher.ts);
  // these rewrites then do what the proxy would have: /about → /en/about.
  async rewrites() {
    return { beforeFiles: englishRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') },
      // Not pages: the last matching rule's value wins, so these replace the policy above.
      ...(process.env.NODE_ENV === 'production' ? RESOURCE_PATHS.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: resourcePolicy() }] })) : []),
      // Previews: noindex on every page, whatever the page's own robots meta says.
      ...(process.env.VERCEL_ENV && process.env.VERCEL_ENV !== 'production' ? [{ source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }] : []),
      // Font files are content-hashed (scripts/subset-fonts.mjs): a new file gets a new name.
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }, { key: 'Service-Worker-Allowed', value: '/' }] },
      // The update check (HEAD /, no-store) compares this with the page's build-id meta tag. A
      // visitor whose language is not English is redirected from / to their home page (/de, /zh-TW),
      // and fetch() reads the headers of where it lands, so every home page carries it.
      ...['/', `/:locale(${locales.join('|')})`].map((source) => ({ source, headers: [{ key: 'x-build-timestamp', value: buildId }] })),
    ];
  },
};

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Messages are compiled at build time, so the browser gets the formatter without the ICU parser.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});
export default withNextIntl(nextConfig);
