import { siteConfig } from '@/lib/config';
import { palette } from '@/lib/palette';

export const dynamic = 'force-static';

/** The web app manifest, at the address the spec names (/manifest.json). */
export function GET() {
  return Response.json({
    name: siteConfig.name,
    short_name: siteConfig.brand,
    description: 'Quantum computing, AI biotechnology, space navigation, green energy and encryption research.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: palette.night,
    theme_color: palette.night,
    icons: [
      { src: '/icons/icon-192.webp', sizes: '192x192', type: 'image/webp' },
      { src: '/icons/icon-512.webp', sizes: '512x512', type: 'image/webp' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  });
}
