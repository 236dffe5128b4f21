import type { SVGProps } from 'react';
import type { IconName } from '@/lib/icons';

export type { IconName };

/** The sprite's address, versioned by the build so that it can be cached for good. */
const SPRITE = `/icons.svg?v=${process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev'}`;

/** One of the site's icons (lib/icons.ts), drawn from the sprite: decorative, hidden from assistive technology. */
export function Icon({ name, size = 20, ...props }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
