import type { ReactNode } from 'react';

/** The page's main landmark, the target of the "skip to content" link. */
export function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      {children}
    </main>
  );
}
