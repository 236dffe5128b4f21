import { forwardEnvelope } from '@/lib/monitoring/tunnel';
import { monitoringDsn } from '@/lib/monitoring/sentry-options';

export const dynamic = 'force-dynamic';

/** The error reports' tunnel (lib/monitoring/tunnel.ts); 404 when no DSN is configured. */
export function POST(request: Request) {
  return forwardEnvelope(request, monitoringDsn());
}
