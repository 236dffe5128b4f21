import type { ReactNode } from 'react';

/** The comparison floor: a bare Next.js App Router page, built and served beside the site by the benchmarks. */
export const metadata = { title: 'Bare Next.js page', description: 'The floor the site is measured against.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '42rem', margin: '0 auto', padding: '2rem 1rem', lineHeight: 1.6 }}>{children}</body>
    </html>
  );
}
