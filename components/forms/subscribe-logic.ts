/**
 * The subscribe field's logic, loaded the first time the field is focused or submitted so that
 * the footer on every page stays plain HTML plus a few lines of script.
 */
import { subscribeSchema } from '@/lib/forms/schemas';
import { createIdempotencyKeeper, issuesToFieldErrors, submitForm, type FailureCode } from '@/lib/forms/client';
import { guardSubmit } from '@/lib/forms/submit-guard';
import { track } from '@/lib/analytics';
import { haptic } from '@/lib/haptics';

export type SubscribeOutcome =
  | { kind: 'ignored' }
  | { kind: 'guard'; messageMs: number }
  | { kind: 'invalid'; code: string }
  | { kind: 'failure'; code: FailureCode }
  | { kind: 'success'; reference: string; unsubscribeUrl: string | null; alreadySubscribed: boolean };

const keeper = createIdempotencyKeeper();

/** Submits the footer's field; the outcome is also felt (haptics) where the device can. */
export async function subscribe(email: string, website: string, locale: string, now: number = Date.now()): Promise<SubscribeOutcome> {
  const payload = { email: email.trim(), website, locale };
  const parsed = subscribeSchema.safeParse(payload);
  if (!parsed.success) return { kind: 'invalid', code: issuesToFieldErrors(parsed.error.issues).email ?? 'invalid' };
  // The guards count what would be sent, not the attempts the field refused (use-submission.ts).
  const decision = guardSubmit('subscribe', now);
  if (decision.verdict === 'debounced') return { kind: 'ignored' };
  if (decision.verdict === 'rateLimited') return { kind: 'guard', messageMs: decision.state.messageUntil - now };
  haptic('light');
  const result = await submitForm('subscribe', payload, keeper.keyFor(payload));
  if (result.kind === 'success') {
    keeper.reset();
    haptic('success');
    const alreadySubscribed = result.body.alreadySubscribed === true;
    // A second subscription of an address changed nothing: no new subscriber to count.
    if (!alreadySubscribed) track('newsletter_subscribe', { form: 'subscribe' });
    const url = result.body.unsubscribeUrl;
    return { kind: 'success', reference: result.reference, unsubscribeUrl: typeof url === 'string' && url.startsWith('/') ? url : null, alreadySubscribed };
  }
  haptic('error');
  if (result.kind === 'invalid') return { kind: 'invalid', code: result.fieldErrors.email ?? 'invalid' };
  return { kind: 'failure', code: result.code };
}
