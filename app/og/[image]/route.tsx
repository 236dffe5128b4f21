import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { OgCard } from '@/components/og/og-card';
import { cardSections, isCardSection } from '@/lib/artwork/og';
import { siteConfig } from '@/lib/config';

/** One Open Graph card per section, in the site's identity; rendered once, at build time. */
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(cardSections).map((section) => ({ image: `${section}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const section = (await params).image.replace(/\.png$/, '');
  if (!isCardSection(section)) notFound();
  return new ImageResponse(<OgCard section={section} title={siteConfig.tagline} />, { width: 1200, height: 630 });
}
