import { forbiddenUnlessAdmin, NO_STORE } from '@/lib/admin/api';
import { listInbox, setHandled } from '@/lib/admin/inbox';
import { CSV_COLUMNS, isInboxKind, parseInboxQuery } from '@/lib/admin/inbox-types';
import { toCsv } from '@/lib/admin/csv';
import { getDb, NotConfiguredError } from '@/lib/db';
import { REFERENCE_PATTERN } from '@/lib/forms/schemas';

export const dynamic = 'force-dynamic';

const notConfigured = () => Response.json({ ok: false, error: 'not_configured' }, { status: 503, headers: NO_STORE });

/** The inbox as JSON (the view polls it) or as CSV (?format=csv). Administrators only. */
export async function GET(request: Request) {
  const denied = await forbiddenUnlessAdmin();
  if (denied) return denied;
  const params = new URL(request.url).searchParams;
  try {
    const items = await listInbox(await getDb(), parseInboxQuery(params));
    if (params.get('format') === 'csv') {
      return new Response(toCsv(CSV_COLUMNS, items), {
        headers: { ...NO_STORE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="inbox-${new Date().toISOString().slice(0, 10)}.csv"` },
      });
    }
    return Response.json({ ok: true, items }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof NotConfiguredError) return notConfigured();
    throw error;
  }
}

/** Marks an item handled or open: `{ kind, reference, handled }`. Same-origin requests only. */
export async function PATCH(request: Request) {
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin) return Response.json({ ok: false, error: 'forbidden' }, { status: 403, headers: NO_STORE });
  const denied = await forbiddenUnlessAdmin();
  if (denied) return denied;
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== 'object') return Response.json({ ok: false, error: 'invalid' }, { status: 400, headers: NO_STORE });
  const { kind, reference, handled } = body as Record<string, unknown>;
  if (!isInboxKind(kind) || typeof reference !== 'string' || !REFERENCE_PATTERN.test(reference) || typeof handled !== 'boolean') {
    return Response.json({ ok: false, error: 'invalid' }, { status: 400, headers: NO_STORE });
  }
  try {
    const found = await setHandled(await getDb(), kind, reference, handled);
    return Response.json({ ok: found }, { status: found ? 200 : 404, headers: NO_STORE });
  } catch (error) {
    if (error instanceof NotConfiguredError) return notConfigured();
    throw error;
  }
}
