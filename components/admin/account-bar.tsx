'use client';

import { useTranslations } from 'next-intl';
import { useContext, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { signedOutLocation } from '@/lib/auth/guard';
import { browserSupabase } from '@/lib/supabase/client';
import { AdminGuardContext } from './admin-guard';

/**
 * Who is signed in on an admin page, and a way out: signs out on this device only (as /auth
 * does), then opens the sign-in page. Shown by AdminFrame on every admin page, inside the guard.
 */
export function AdminAccountBar({ localePrefix, leave = (to) => window.location.assign(to) }: { localePrefix: string | null; leave?: (to: string) => void }) {
  const t = useTranslations('Admin');
  const guard = useContext(AdminGuardContext);
  const [who, setWho] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const supabase = browserSupabase();
    if (!supabase) return;
    let cancelled = false;
    // For display only: the server has checked the session and role before sending this page.
    void supabase.auth.getSession().then(({ data }) => {
      const user = data.session?.user;
      if (!cancelled && user) setWho(user.email || (user.phone ? `+${user.phone}` : user.id));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const signOut = async () => {
    const supabase = browserSupabase();
    setBusy(true);
    guard.expectSignOut(true);
    try {
      // The local session is gone once this returns, even if the service could not be told.
      await supabase?.auth.signOut({ scope: 'local' });
    } finally {
      leave(signedOutLocation(localePrefix));
    }
  };

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3 text-sm" data-testid="admin-account">
      {who ? (
        <p className="min-w-0 text-ink-2 wrap-anywhere">
          {t.rich('account.signedInAs', { who, strong: (chunks) => <span className="font-medium text-ink">{chunks}</span> })}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void signOut()} disabled={busy}>
        {busy ? t('account.signingOut') : t('account.signOut')}
      </Button>
    </div>
  );
}
