import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/config';
import { palette } from '@/lib/palette';

/** One Open Graph card per section, in the site's identity; rendered once, at build time. */
const sections = {
  company: { label: 'Research that compounds', accent: palette.accents.company },
  quantum: { label: 'Quantum computing', accent: palette.accents.quantum },
  ai: { label: 'AI biotechnology', accent: palette.accents.ai },
  biotech: { label: 'Biotechnology', accent: palette.accents.biotech },
  space: { label: 'Space navigation', accent: palette.accents.space },
  energy: { label: 'Green energy', accent: palette.accents.energy },
  security: { label: 'Secure communications', accent: palette.accents.security },
} as const;

type Section = keyof typeof sections;

const isSection = (name: string): name is Section => Object.hasOwn(sections, name);

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(sections).map((section) => ({ image: `${section}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const section = (await params).image.replace(/\.png$/, '');
  if (!isSection(section)) notFound();
  const style = sections[section];
  const tiles = Array.from({ length: 36 }, (_, i) => i);
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', background: palette.night, color: palette.nightInk, position: 'relative', fontFamily: 'sans-serif' }}>
        <div style={{ position: 'absolute', right: 0, top: 0, width: 600, height: 630, display: 'flex', flexWrap: 'wrap' }}>
          {tiles.map((i) => (
            <div
              key={i}
              style={{
                width: 100,
                height: 105,
                borderRight: `1px solid ${palette.nightLine}`,
                borderBottom: `1px solid ${palette.nightLine}`,
                background: (i * 7) % 11 === 0 ? style.accent : 'transparent',
                opacity: (i * 7) % 11 === 0 ? 0.5 : 1,
              }}
            />
          ))}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: 72, width: 760, height: '100%' }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 18, fontSize: 34, fontWeight: 700 }}>
            <div style={{ width: 44, height: 44, background: style.accent, transform: 'rotate(45deg)', borderRadius: 6 }} />
            {siteConfig.name}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ fontSize: 28, color: style.accent, letterSpacing: 4, textTransform: 'uppercase' }}>{style.label}</div>
            <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.05, marginTop: 16 }}>{siteConfig.tagline}</div>
          </div>
        </div>
      </div>
    ),
    { width: 1200, height: 630 },
  );
}
