import type { ReactNode } from 'react';
import { SectionHeader } from '@/components/shell/section-header';

export default function HubsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SectionHeader section="hubs" />
      {children}
    </>
  );
}
