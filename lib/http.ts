/**
 * HTTP answers shared by the route handlers and the proxy: the API's JSON answer, what every route
 * answers to a method it does not implement, and the answer to an address Next cannot decode.
 * Plain TypeScript without `server-only`: the proxy imports it and its bundle stays small
 * (`npm run test:proxy`).
 */

/**
 * `no-transform` keeps `next start`'s gzip off these short answers: Next drops the Content-Length
 * set below, so without it every 60-byte reply got its own deflate stream (10% of the server's CPU
 * under load, and about a third of its throughput; see docs/benchmarks.md).
 */
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store, no-transform' } as const;

const encoder = new TextEncoder();

/** A JSON answer of the API, uncompressed (see JSON_HEADERS). Errors read `{ ok: false, error }`. */
export function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  const bytes = encoder.encode(JSON.stringify(body));
  return new Response(bytes, { status, headers: { ...JSON_HEADERS, 'content-length': String(bytes.byteLength), ...headers } });
}

/** The methods a route handler may implement besides OPTIONS (Next answers any other method 400). */
export const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/**
 * The `Allow` header of a route implementing these methods, written as Next writes it on its own
 * OPTIONS answer: HEAD with GET (Next answers HEAD with the GET handler), OPTIONS always, sorted.
 */
export function allowHeader(methods: readonly RouteMethod[]): string {
  const allowed = new Set<string>([...methods, 'OPTIONS']);
  if (allowed.has('GET')) allowed.add('HEAD');
  return [...allowed].sort().join(', ');
}

type MethodAnswer = () => Response;
/** Every method a route with methods M does not implement (HEAD comes with GET), and OPTIONS. */
type OtherMethods<M extends RouteMethod> = { [K in Exclude<RouteMethod, M | (M extends 'GET' ? 'HEAD' : never)>]: MethodAnswer } & { OPTIONS: MethodAnswer };

/**
 * The answers of a dynamic route handler to the methods it does not implement: 405 with `Allow`
 * (RFC 9110, 15.5.6; Next's own 405 has none), and OPTIONS: 204 with the same `Allow` (Next's
 * automatic OPTIONS would list these 405 handlers as supported). Export every one of them:
 *
 *     export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
 *
 * Never in a pre-rendered route (`force-static`, `generateStaticParams`): exporting any method but
 * GET and HEAD makes Next render it per request. Next answers other methods 405 for those served as
 * files (/manifest.json); those pre-rendered per parameter (/feeds/…) it serves to any method.
 */
export function otherMethods<const M extends RouteMethod>(methods: readonly M[]): OtherMethods<M> {
  const allow = allowHeader(methods);
  const implemented = new Set<RouteMethod>(methods);
  if (implemented.has('GET')) implemented.add('HEAD');
  const notAllowed: MethodAnswer = () => json({ ok: false, error: 'method_not_allowed' }, 405, { allow });
  const answers: Record<string, MethodAnswer> = { OPTIONS: () => new Response(null, { status: 204, headers: { allow } }) };
  for (const method of ROUTE_METHODS) if (!implemented.has(method)) answers[method] = notAllowed;
  return answers as OtherMethods<M>;
}

/**
 * Whether a raw (still encoded) path cannot be decoded: a `%` without two hexadecimal digits
 * (`%ZZ`) or escapes that are not UTF-8 (`%E0%A4%A`). Next fails on those before any route handler
 * runs and answers 500.
 */
export function hasMalformedEscape(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The answer to an address that cannot be decoded: 400, in the API's JSON shape under /api. */
export function malformedPath(path: string): Response {
  if (path === '/api' || path.startsWith('/api/')) return json({ ok: false, error: 'malformed_path' }, 400);
  return new Response('Bad Request: the address holds a malformed percent-encoding.\n', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
