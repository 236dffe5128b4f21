import 'server-only';
import type { Db } from '../db/connection';
import { privacyTargetDate, type PrivacyRequestType, type PrivacyState, type PrivacyStatusFound } from './schemas';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A stored privacy request as "Follow a request" and the submit answer show it, with the email it was made with (compared by the lookup, never answered). */
export async function privacyRequestStatus(db: Db, reference: string): Promise<(PrivacyStatusFound & { email: string }) | null> {
  const row = await db.kysely
    .selectFrom('privacy_requests')
    .select(['reference', 'type', 'state', 'email', 'created_at', 'state_changed_at'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row) return null;
  const type = row.type as PrivacyRequestType;
  return {
    ok: true,
    reference: row.reference,
    type,
    state: row.state as PrivacyState,
    receivedAt: iso(row.created_at),
    stateChangedAt: iso(row.state_changed_at),
    targetDate: privacyTargetDate(type, new Date(row.created_at)),
    email: row.email,
  };
}
