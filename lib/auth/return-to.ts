/** Query parameters that name where to go after signing in (all treated the same way). */
export const RETURN_TO_PARAMS = ['next', 'redirect', 'returnTo', 'redirectTo'] as const;

/**
 * A same-site path to go to after sign-in, or `fallback`. Only a path that starts with a single
 * "/" survives: absolute URLs, protocol-relative ("//evil.example"), backslash tricks ("/\\evil"),
 * encoded forms ("%2F%2Fevil", "/%5Cevil"), control characters and other schemes all give `fallback`.
 * The value is decoded repeatedly (up to 3 times) so double-encoded attacks are seen too.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  let decoded = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return fallback;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return fallback;
  // Resolve against a fixed dummy origin: anything that leaves it is off-site.
  let url: URL;
  try {
    url = new URL(decoded, 'https://return-to.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://return-to.invalid') return fallback;
  // Dot segments can resolve to a protocol-relative path ("/.//evil.example" → "//evil.example").
  if (url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The first return-to parameter present in `params`, made safe. */
export function returnToFrom(params: URLSearchParams, fallback = '/'): string {
  for (const name of RETURN_TO_PARAMS) {
    const value = params.get(name);
    if (value !== null) return safeReturnTo(value, fallback);
  }
  return fallback;
}
