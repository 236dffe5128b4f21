import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/og/og-card';
import { CARD_SIZES, parseCardParams } from '@/lib/artwork/og';
import { takeCardRender } from '@/lib/artwork/og-limit';
import { otherMethods } from '@/lib/http';

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);

/**
 * The header image generator's renderer: the Open Graph card with a visitor's headline,
 * discipline, partner name and seed, as PNG. Parameters are validated here as in the form.
 */
export async function GET(request: Request) {
  const parsed = parseCardParams(new URL(request.url).searchParams);
  if (!parsed.ok) return Response.json({ problems: parsed.problems }, { status: 400 });
  const verdict = takeCardRender(request.headers);
  if (!verdict.ok) {
    return Response.json({ problems: ['Too many images in a minute: wait a moment and try again.'] }, { status: 429, headers: { 'Retry-After': String(verdict.retryAfter), 'Cache-Control': 'no-store' } });
  }
  const { section, title, partner, seed, size } = parsed.value;
  const { width } = CARD_SIZES[size];
  const scale = width / 1200;
  return new ImageResponse(<OgCard section={section} title={title} partner={partner || undefined} seed={seed} scale={scale} />, {
    width,
    height: 630 * scale,
    headers: { 'cache-control': 'public, max-age=86400, immutable', 'content-disposition': `inline; filename="tessellon-header-${section}-${seed}.png"` },
  });
}
