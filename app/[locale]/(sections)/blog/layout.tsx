import type { ReactNode } from 'react';
import { SectionHeader } from '@/components/shell/section-header';

export default function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SectionHeader section="blog" />
      {children}
    </>
  );
}
