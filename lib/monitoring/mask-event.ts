import { maskValue } from '../logger';
import { isRecord } from '../guards';

/**
 * Masking for error reports (spec 8): ids, emails, card-like numbers, and the values of keys
 * matching password, token, secret, key, authorization, ssn, credit or cvv. The report's own
 * bookkeeping fields (its id, timestamps, level, platform, SDK) pass unchanged so the receiver
 * can still file it. For a monitoring SDK's `beforeSend`.
 */
const PASS_THROUGH = new Set(['event_id', 'timestamp', 'start_timestamp', 'level', 'platform', 'sdk', 'type', 'environment', 'release', 'transaction']);


export function maskEvent<T extends object>(event: T): T {
  const kept: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event)) (PASS_THROUGH.has(key) ? kept : rest)[key] = value;
  const masked = maskValue(rest);
  // Same shape as the input: only string values were replaced.
  return { ...(isRecord(masked) ? masked : {}), ...kept } as T;
}
