import { ICON_SPRITE } from '@/components/ui/icon';

/** The Tessellon mark: five tiles that form one hexagon (lib/logo.ts, drawn in the icon sprite of lib/icons.ts). */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={`${ICON_SPRITE}#logo`} />
    </svg>
  );
}
