import { buildInfo } from '@/lib/build-info';
import { locales } from '@/lib/i18n/locales';
import { serviceWorkerSource } from '@/lib/sw/worker-source';

export const dynamic = 'force-static';

/** The service worker at /sw.js, scope / (spec 7), rebuilt with each build id. */
export function GET() {
  return new Response(serviceWorkerSource(buildInfo.id, locales), {
    headers: {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  });
}
