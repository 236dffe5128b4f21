import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config';
import { guardedPaths } from '@/lib/routes';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...guardedPaths] }],
    sitemap: `${siteConfig.url}/sitemap.xml`,
    host: siteConfig.url,
  };
}
