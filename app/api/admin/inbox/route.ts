import { adminError, adminMutation, forbiddenUnlessAdmin, NO_STORE } from '@/lib/admin/api';
import { inboxBatches, inboxPage, setHandled } from '@/lib/admin/inbox';
import { CSV_COLUMNS, isInboxKind, parseInboxQuery } from '@/lib/admin/inbox-types';
import { csvLine, csvRows } from '@/lib/admin/csv';
import { getDb, NotConfiguredError } from '@/lib/db';
import { REFERENCE_PATTERN } from '@/lib/forms/schemas';
import { otherMethods } from '@/lib/http';

export const dynamic = 'force-dynamic';
export const { POST, PUT, DELETE, OPTIONS } = otherMethods(['GET', 'PATCH']);

const notConfigured = () => adminError('not_configured', 503);

/**
 * The inbox as JSON, one page at a time (`limit`, `after`: the view polls the first page and asks
 * for more), with the number of matching items; or as CSV (?format=csv): every matching item,
 * read in bounded batches and streamed as they come. Administrators only.
 */
export async function GET(request: Request) {
  const denied = await forbiddenUnlessAdmin();
  if (denied) return denied;
  const params = new URL(request.url).searchParams;
  const query = parseInboxQuery(params);
  try {
    const db = await getDb();
    if (params.get('format') === 'csv') {
      const batches = inboxBatches(db, { ...query, after: null });
      // The first batch is read before answering, so a failing database still answers with an error status.
      const first = await batches.next();
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(csvLine(CSV_COLUMNS) + (first.done ? '' : csvRows(CSV_COLUMNS, first.value))));
          if (first.done) controller.close();
        },
        async pull(controller) {
          const batch = await batches.next();
          if (batch.done) controller.close();
          else controller.enqueue(encoder.encode(csvRows(CSV_COLUMNS, batch.value)));
        },
        async cancel() {
          await batches.return(undefined);
        },
      });
      return new Response(body, {
        headers: { ...NO_STORE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="inbox-${new Date().toISOString().slice(0, 10)}.csv"` },
      });
    }
    return Response.json({ ok: true, ...(await inboxPage(db, query)) }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof NotConfiguredError) return notConfigured();
    throw error;
  }
}

/** Marks an item handled or open: `{ kind, reference, handled }`. Same-origin requests only. */
export async function PATCH(request: Request) {
  const input = await adminMutation(request);
  if (input instanceof Response) return input;
  const { kind, reference, handled } = input.body;
  // A privacy request is handled through its state (PATCH /api/admin/privacy), not this flag.
  if (!isInboxKind(kind) || kind === 'privacy' || typeof reference !== 'string' || !REFERENCE_PATTERN.test(reference) || typeof handled !== 'boolean') {
    return adminError('invalid', 400);
  }
  try {
    const found = await setHandled(await getDb(), kind, reference, handled);
    return Response.json({ ok: found }, { status: found ? 200 : 404, headers: NO_STORE });
  } catch (error) {
    if (error instanceof NotConfiguredError) return notConfigured();
    throw error;
  }
}
