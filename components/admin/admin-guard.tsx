'use client';

import { useTranslations } from 'next-intl';
import { createContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { checkAdmin, decide, deniedLocation } from '@/lib/auth/guard';
import { watchIdle } from '@/lib/auth/idle';
import { logger } from '@/lib/logger';
import { browserSupabase } from '@/lib/supabase/client';
import { guardPorts } from '@/lib/supabase/guard-ports';

/**
 * What the guard offers the page it guards: `expectSignOut()` before a sign-out the administrator
 * asked for, so that the SIGNED_OUT that follows is not taken for a lost session (which sends the
 * visitor home with the Access Denied toast); the page then goes where it chooses.
 */
export const AdminGuardContext = createContext<{ expectSignOut: (expected: boolean) => void }>({ expectSignOut: () => {} });

/**
 * The administrator-only guard of spec 2.6: a full-page loading screen (pulsing logo, alt text
 * "Loading") while the browser checks the session and role, then the page for an administrator;
 * anyone else is sent home (history replaced) where the Access Denied toast appears.
 * The server has already checked before sending this page; this check follows sign-out and
 * expiry in an open tab. It also runs the 30-minute inactivity check (a warning in the log).
 */
export function AdminGuard({ children, localePrefix, leave = (to) => window.location.replace(to) }: { children: ReactNode; localePrefix: string | null; leave?: (to: string) => void }) {
  const t = useTranslations('Admin');
  const [state, setState] = useState<'checking' | 'allowed'>('checking');
  const signingOut = useRef(false);
  const context = useMemo(() => ({ expectSignOut: (expected: boolean) => void (signingOut.current = expected) }), []);

  useEffect(() => {
    const supabase = browserSupabase();
    let cancelled = false;
    const deny = () => leave(deniedLocation(localePrefix));
    void checkAdmin(
      supabase && guardPorts(supabase),
    ).then((outcome) => {
      if (cancelled) return;
      if (decide(outcome).allow) setState('allowed');
      else deny();
    });
    const stopIdle = watchIdle(window, (idleMs) => logger.warn(`Session inactive for ${Math.round(idleMs / 60_000)} minutes`));
    const subscription = supabase?.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT' && !signingOut.current) deny();
    });
    return () => {
      cancelled = true;
      stopIdle();
      subscription?.data.subscription.unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `leave` is fixed for the page's life
  }, [localePrefix]);

  if (state === 'checking') {
    return (
      <div className="fixed inset-0 z-[60] grid place-items-center bg-canvas" role="status" aria-live="polite" data-testid="admin-loading">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src="/icon.svg" alt={t('loading')} width={72} height={72} className="animate-pulse motion-reduce:animate-none" />
      </div>
    );
  }
  return <AdminGuardContext value={context}>{children}</AdminGuardContext>;
}
