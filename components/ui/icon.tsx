import type { SVGProps } from 'react';
import type { IconName } from '@/lib/icons';

export type { IconName };

/** The sprite's address, versioned by the build so that it can be cached for good. */
const build = process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev';
export const ICON_SPRITE = `/icons.svg?v=${/^\d+$/.test(build) ? Number(build).toString(36) : build}`;

/** One of the site's icons (lib/icons.ts), drawn from the sprite: decorative, hidden from assistive technology. */
export function Icon({ name, size = 20, ...props }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} aria-hidden="true" {...props}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
