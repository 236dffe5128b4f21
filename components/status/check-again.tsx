'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/**
 * Runs /status's live checks again: the page is rendered per request, so a refresh of the route is
 * a new round of checks, and the results and their time replace the old ones in place. The page
 * never refreshes itself: the spec turns auto-refresh off everywhere (AUTO_REFRESH_INTERVAL 0).
 * Its two words come from the server (`Status`), which sends no other message to the client.
 */
export function CheckAgain({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="secondary"
      data-testid="status-check-again"
      aria-disabled={pending || undefined}
      onClick={() => {
        if (!pending) startTransition(() => router.refresh());
      }}
      className="h-9 shrink-0 gap-2 px-3"
    >
      <Icon name="refresh" size={16} className={pending ? 'animate-[spin_0.8s_linear_infinite]' : undefined} />
      {pending ? pendingLabel : label}
    </Button>
  );
}
