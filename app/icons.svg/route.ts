import { iconSprite } from '@/lib/icons';

export const dynamic = 'force-static';

/** The icon sprite (lib/icons.ts). Pages ask for it with the build id in the query, so it never goes stale. */
export function GET() {
  return new Response(iconSprite(), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
