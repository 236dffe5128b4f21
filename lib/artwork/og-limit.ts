import 'server-only';
import { createHash } from 'node:crypto';
import { SlidingWindowLimiter } from '../assistant/rate-limit';
import { clientAddress } from '../client-address';

/**
 * Renders of the parameterised card (app/api/og) per client: each costs about 0.4 s (1200 px) to
 * 1.3 s (2400 px) of this server's CPU, so the limit is kept in memory, per server process, where
 * the cost is. The generator's preview asks once a typing pause, far below it.
 */
export const CARD_RENDER_LIMIT = { limit: 30, windowMs: 60_000 };

const limiter = new SlidingWindowLimiter(CARD_RENDER_LIMIT.limit, CARD_RENDER_LIMIT.windowMs);

/** Counts one render for the request's client (its address, hashed); false and the wait when over the limit. */
export function takeCardRender(headers: Headers): { ok: true } | { ok: false; retryAfter: number } {
  return limiter.take(createHash('sha256').update(`og:${clientAddress(headers)}`).digest('hex').slice(0, 32));
}
