import type { SVGProps } from 'react';
import { ASSET_VERSION } from '@/lib/asset-version';
import type { IconName } from '@/lib/icons';

export type { IconName };

/** The sprite's address, versioned by the build so that it can be cached for good. */
export const ICON_SPRITE = `/icons.svg?v=${ASSET_VERSION}`;

/** One of the site's icons (lib/icons.ts), drawn from the sprite: decorative, hidden from assistive technology. */
export function Icon({ name, size = 20, ...props }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} aria-hidden="true" {...props}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
