import { forwardEnvelope } from '@/lib/monitoring/tunnel';
import { monitoringDsn } from '@/lib/monitoring/sentry-options';
import { otherMethods } from '@/lib/http';

export const dynamic = 'force-dynamic';
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);

/** The error reports' tunnel (lib/monitoring/tunnel.ts); 404 when no DSN is configured. */
export function POST(request: Request) {
  return forwardEnvelope(request, monitoringDsn());
}
