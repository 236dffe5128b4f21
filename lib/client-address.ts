/**
 * The client address a rate limit counts, from the request's headers.
 *
 * - On Vercel, `x-real-ip`: the platform sets it (and `x-forwarded-for`) itself, whatever the
 *   client sent.
 * - Elsewhere, the address `TRUSTED_PROXY_HOPS` entries from the right of `x-forwarded-for`
 *   (default 1). Each proxy appends the address it received the request from, so the entries a
 *   client wrote itself are on the left and are never read: a forged header cannot move a client
 *   into a fresh rate-limit bucket behind a proxy that appends (nginx's `$proxy_add_x_forwarded_for`,
 *   most load balancers). `next start` reached directly fills the header with the socket's address
 *   only when the client sent none, so a server exposed without a proxy cannot tell a forged address
 *   from a real one: put one in front of it (the README says so).
 */
export function clientAddress(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  const real = headers.get('x-real-ip')?.trim();
  if (env.VERCEL && real) return real;
  const hops = Math.max(1, Number.parseInt(env.TRUSTED_PROXY_HOPS ?? '1', 10) || 1);
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.at(-Math.min(hops, forwarded.length)) || real || 'unknown';
}
