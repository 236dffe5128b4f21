import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Links are components/ui/link.tsx (next/link over getPathname); these are next-intl's router helpers.
export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
