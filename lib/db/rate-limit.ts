import 'server-only';
import { sql } from 'kysely';
import type { Db } from './connection';

export type RateVerdict = { ok: true } | { ok: false; retryAfter: number };

/**
 * A fixed-window counter in the database's `rate_limits` table, so the limit holds across every
 * server instance: one atomic upsert per request (a new window starts once the old one is over).
 * The forms' own limit (with its 3-minute block) is part of their submit statement in forms.ts.
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
