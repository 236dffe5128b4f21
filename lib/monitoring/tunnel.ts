import 'server-only';
import { logger } from '../logger';
import { parseDsn } from './sentry-options';

/** The largest envelope forwarded: error reports are a few KB; Sentry itself takes up to 1 MB compressed. */
export const MAX_ENVELOPE_BYTES = 512 * 1024;

const answer = (status: number, error?: string) =>
  new Response(error ? JSON.stringify({ error }) : null, { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

/**
 * POST /api/monitoring: the browser SDK's envelopes, forwarded to the configured project only. The
 * envelope's first line names its DSN; one for another host, project or key is refused, so the
 * route cannot be used to send anything anywhere else.
 */
export async function forwardEnvelope(request: Request, configuredDsn: string, send: typeof fetch = fetch): Promise<Response> {
  const target = parseDsn(configuredDsn);
  if (!target) return answer(404, 'monitoring is not configured');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_ENVELOPE_BYTES) return answer(413, 'envelope too large');
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength === 0) return answer(400, 'empty envelope');
  if (body.byteLength > MAX_ENVELOPE_BYTES) return answer(413, 'envelope too large');
  const firstLine = new TextDecoder().decode(body.subarray(0, Math.min(body.byteLength, 4096))).split('\n', 1)[0] ?? '';
  let claimed: ReturnType<typeof parseDsn> = null;
  try {
    const header: unknown = JSON.parse(firstLine);
    const dsn = typeof header === 'object' && header !== null ? Reflect.get(header, 'dsn') : undefined;
    claimed = typeof dsn === 'string' ? parseDsn(dsn) : null;
  } catch {
    return answer(400, 'not an envelope');
  }
  if (!claimed || claimed.host !== target.host || claimed.projectId !== target.projectId || claimed.publicKey !== target.publicKey) {
    return answer(400, 'envelope for another project');
  }
  try {
    const upstream = await send(`${target.protocol}//${target.host}/api/${target.projectId}/envelope/`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-sentry-envelope' },
      signal: AbortSignal.timeout(10_000),
    });
    return answer(upstream.ok ? 200 : upstream.status);
  } catch (error) {
    logger.warn('monitoring: the report could not be forwarded', error);
    return answer(502, 'upstream unavailable');
  }
}
