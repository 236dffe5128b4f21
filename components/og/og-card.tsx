import { artworkSvg, logo, svgDataUri } from '@/lib/artwork/art';
import { breakHeadline, cardSections, type CardSection } from '@/lib/artwork/og';
import { siteConfig } from '@/lib/config';
import { palette } from '@/lib/palette';

/**
 * An Open Graph card for next/og (satori): the section's artwork, the logo and a headline.
 * Rendered at 1200 x 630 (`scale` 1) or 2400 x 1260 (`scale` 2). Used by the static section
 * cards and by the header image generator's route.
 */
export function OgCard({ section, title, partner, seed, scale = 1 }: { section: CardSection; title: string; partner?: string; seed?: number; scale?: number }) {
  const style = cardSections[section];
  const px = (n: number) => n * scale;
  const width = px(1200);
  const height = px(630);
  const art = svgDataUri(artworkSvg(style.art, width, height, undefined, seed));
  const long = title.length > 34;
  const lines = breakHeadline(title, long ? 36 : 22);
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', background: palette.night, color: palette.nightInk, position: 'relative', fontFamily: 'sans-serif' }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
      <img src={art} width={width} height={height} alt="" style={{ position: 'absolute', left: 0, top: 0, width, height }} />
      <div style={{ position: 'absolute', left: 0, top: 0, width: px(1040), height, display: 'flex', background: 'linear-gradient(90deg, rgba(7,11,20,0.94) 0%, rgba(7,11,20,0.8) 62%, rgba(7,11,20,0) 100%)' }} />
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: px(72), width: px(1040), height: '100%', position: 'relative' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: px(18), fontSize: px(34), fontWeight: 700 }}>
          {partner ? (
            <>
              <div style={{ display: 'flex' }}>{partner}</div>
              <div style={{ width: px(2), height: px(44), background: palette.nightInk, opacity: 0.6 }} />
            </>
          ) : null}
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
          <img src={svgDataUri(logo(px(48), false))} width={px(48)} height={px(48)} alt="" />
          {siteConfig.name}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: px(26), color: style.accent, letterSpacing: px(4), textTransform: 'uppercase' }}>{style.label}</div>
          {lines.map((line) => (
            <div key={line} style={{ fontSize: px(long ? 50 : 64), fontWeight: 700, lineHeight: 1.1, marginTop: px(12) }}>
              {line}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
