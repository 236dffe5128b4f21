import { ICON_SPRITE } from '@/components/ui/icon';

/** The Tessellon mark: three tiles that meet without gaps (drawn in the icon sprite, lib/icons.ts). */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={`${ICON_SPRITE}#logo`} />
    </svg>
  );
}
