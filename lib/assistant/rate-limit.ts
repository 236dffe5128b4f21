/**
 * A sliding-window rate limit kept in memory: at most `limit` requests per `windowMs` per key.
 * The assistant's route counts in the database (lib/db/rate-limit.ts) so the limit holds across
 * server instances; this one is its fallback when no database is configured or it is unreachable.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Records a request; false (and the seconds to wait) when the key is over its limit. */
  take(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfter: number } {
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { ok: false, retryAfter: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    // Forget the least recently seen clients when the map grows too large.
    while (this.hits.size > this.maxKeys) {
      const first = this.hits.keys().next();
      if (first.done) break;
      this.hits.delete(first.value);
    }
    return { ok: true };
  }
}

/** Ten questions a minute per client. */
export const ASSISTANT_LIMIT = { limit: 10, windowMs: 60_000 };
