import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config';
import { isPreview } from '@/lib/analytics/config';
import { guardedPaths } from '@/lib/routes';

export default function robots(): MetadataRoute.Robots {
  // Vercel previews (VERCEL_ENV set, not production) are never crawled.
  if (isPreview(process.env.VERCEL_ENV ?? '')) return { rules: [{ userAgent: '*', disallow: '/' }] };
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...guardedPaths] }],
    sitemap: `${siteConfig.url}/sitemap.xml`,
    host: siteConfig.url,
  };
}
