import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/shell/site-header';
import { Main } from '@/components/shell/main';

/** Every page but the hub and blog sections: the site header above the page. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <Main>{children}</Main>
    </>
  );
}
