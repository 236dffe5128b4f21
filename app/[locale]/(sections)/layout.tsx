import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/shell/site-header';
import { Main } from '@/components/shell/main';

/**
 * The hub and blog sections (spec 2.1): below the desktop breakpoint the site header as everywhere;
 * at desktop widths each section's layout shows its own lighter bar (SectionHeader) instead.
 */
export default function SectionsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader compact />
      <Main>{children}</Main>
    </>
  );
}
