'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { guardSubmit } from '@/lib/forms/submit-guard';

/**
 * The spec's submit guards (section 5) for one form, with the state of their message: every form
 * of the kit (use-submission.ts), the get-started questions, the sign-in form and the assistant's
 * question box. `allowSubmit`
 * says whether a submit may go ahead; refused by the limit, it shows 'Too many attempts' for the
 * message's time (`guardMessage`).
 */
export function useSubmitGuard(formId: string) {
  const [guardMessage, setGuardMessage] = useState(false);
  const messageTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(messageTimer.current), []);

  const allowSubmit = useCallback(() => {
    const now = Date.now();
    const decision = guardSubmit(formId, now);
    if (decision.verdict === 'debounced') return false;
    clearTimeout(messageTimer.current);
    if (decision.verdict === 'rateLimited') {
      setGuardMessage(true);
      messageTimer.current = setTimeout(() => setGuardMessage(false), Math.max(0, decision.state.messageUntil - now));
      return false;
    }
    setGuardMessage(false);
    return true;
  }, [formId]);

  return { guardMessage, allowSubmit };
}
