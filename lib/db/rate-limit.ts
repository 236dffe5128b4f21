import 'server-only';
import { sql } from 'kysely';
import { RATE_LIMIT } from '../constants';
import type { Db } from './connection';

export type RateVerdict = { ok: true } | { ok: false; retryAfter: number };

/**
 * A fixed-window counter in the database's `rate_limits` table, so the limit holds across every
 * server instance: one atomic upsert per request (a new window starts once the old one is over).
 * The forms' limit, with its 3-minute block, is `formsRateLimitUpsert` below.
 */
export async function takeRateLimit(db: Db, bucket: string, limit: number, windowMs: number): Promise<RateVerdict> {
  const windowSeconds = windowMs / 1000;
  const { rows } = await sql<{ hits: number; retry_after: number }>`
    insert into rate_limits (bucket, window_start, hits, blocked_until)
    values (${bucket}, now(), 1, null)
    on conflict (bucket) do update set
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end,
      hits = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.hits + 1 end
    returning hits, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`.execute(db.kysely);
  const row = rows[0];
  if (!row) throw new Error('The rate-limit statement returned no row');
  return row.hits <= limit ? { ok: true } : { ok: false, retryAfter: Math.max(1, row.retry_after) };
}

/**
 * The forms' limit (spec 9, RATE_LIMIT: 5 per 60 s per client and form, then blocked for 3
 * minutes) as one atomic upsert of `bucket` in `rate_limits`, returning `blocked_until`. The forms'
 * submit statement runs it as its first step (forms.ts); the privacy portal's lookup on its own.
 */
export function formsRateLimitUpsert(bucket: string) {
  const windowSeconds = RATE_LIMIT.windowMs / 1000;
  const blockSeconds = RATE_LIMIT.blockMs / 1000;
  return sql<{ blocked_until: Date | string | null }>`
    insert into rate_limits (bucket, window_start, hits, blocked_until)
    values (${bucket}, now(), 1, null)
    on conflict (bucket) do update set
      window_start = case
        when rate_limits.blocked_until > now() then rate_limits.window_start
        when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then now()
        else rate_limits.window_start end,
      hits = case
        when rate_limits.blocked_until > now() then rate_limits.hits
        when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1
        else rate_limits.hits + 1 end,
      blocked_until = case
        when rate_limits.blocked_until > now() then rate_limits.blocked_until
        when rate_limits.window_start > now() - make_interval(secs => ${windowSeconds}) and rate_limits.hits + 1 > ${RATE_LIMIT.max}
          then now() + make_interval(secs => ${blockSeconds})
        else null end
    returning blocked_until`;
}
