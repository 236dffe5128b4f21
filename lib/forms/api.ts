import 'server-only';
import { siteConfig } from '../config';
import { NotConfiguredError, getDb, isConfigured, dbConfig, type Db } from '../db/connection';
import { bookedStarts, findBooking, findSubscriberByToken, unsubscribe } from '../db/forms';
import { logger } from '../logger';
import { buildIcs, icsFileName } from './ics';
import { REFERENCE_PATTERN, type BookingSlotsResponse, type FormsStatus } from './schemas';
import { json } from './server';
import { BOOKING_HOURS, freeSlots } from './slots';

type Options = { db?: Db; now?: () => Date };

async function database(options: Options): Promise<Db> {
  return options.db ?? getDb();
}

function unavailable(error: unknown): Response {
  if (error instanceof NotConfiguredError) return json({ ok: false, error: 'not_configured' }, 503);
  logger.error('forms: database unavailable', error);
  return json({ ok: false, error: 'storage_failed' }, 500);
}

/** GET /api/forms/status */
export function formsStatus(): Response {
  const config = dbConfig();
  const body: FormsStatus = { configured: isConfigured(), driver: config.driver };
  return json(body, 200);
}

/** GET /api/booking/slots?days=14: free future slots. */
export async function handleSlots(request: Request, options: Options = {}): Promise<Response> {
  const requested = Number.parseInt(new URL(request.url).searchParams.get('days') ?? '', 10);
  const days = Number.isInteger(requested) && requested > 0 ? Math.min(requested, BOOKING_HOURS.maxDays) : BOOKING_HOURS.defaultDays;
  const now = options.now?.() ?? new Date();
  try {
    const db = await database(options);
    const booked = await bookedStarts(db, now, new Date(now.getTime() + (days + 1) * 86_400_000));
    const body: BookingSlotsResponse = {
      timeZone: BOOKING_HOURS.timeZone,
      slotMinutes: BOOKING_HOURS.slotMinutes,
      slots: freeSlots(now, days, booked),
    };
    return json(body, 200);
  } catch (error) {
    return unavailable(error);
  }
}

/** GET /api/booking/{reference}/ics: the calendar file of a stored booking. */
export async function handleBookingIcs(reference: string, options: Options = {}): Promise<Response> {
  if (!REFERENCE_PATTERN.test(reference) || !reference.startsWith('B-')) return json({ ok: false, error: 'not_found' }, 404);
  try {
    const db = await database(options);
    const booking = await findBooking(db, reference);
    if (!booking || booking.status === 'cancelled') return json({ ok: false, error: 'not_found' }, 404);
    const ics = buildIcs({
      uid: `${booking.reference}@${new URL(siteConfig.url).hostname}`,
      start: booking.slot_start,
      end: booking.slot_end,
      stamp: options.now?.() ?? new Date(),
      summary: `${siteConfig.name}: scoping consultation`,
      description: `Reference ${booking.reference}. A 60-minute scoping call with a domain scientist and a solutions engineer. We send the video link by email before the call.`,
      url: `${siteConfig.url}/consultation`,
      organizer: { name: siteConfig.name, email: siteConfig.contact.email },
    });
    return new Response(ics, {
      status: 200,
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${icsFileName(booking.reference)}"`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    return unavailable(error);
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(siteConfig.name)}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 3rem 1.25rem; background: Canvas; color: CanvasText; }
  main { max-width: 36rem; margin: 0 auto; line-height: 1.6; }
  h1 { font-size: 1.75rem; line-height: 1.25; }
  button { font: inherit; padding: 0.7rem 1.2rem; border-radius: 0.5rem; border: 2px solid currentColor; background: transparent; color: inherit; cursor: pointer; min-height: 44px; }
  button:focus-visible, a:focus-visible { outline: 3px solid Highlight; outline-offset: 3px; }
  a { color: LinkText; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/">${escapeHtml(siteConfig.name)} home page</a></p>
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** GET /api/unsubscribe?token=…: a confirm button (works without JavaScript). */
export async function handleUnsubscribeGet(request: Request, options: Options = {}): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return page(400, 'This unsubscribe link is not valid', '<p>Check that the whole link from your confirmation was copied.</p>');
  try {
    const subscriber = await findSubscriberByToken(await database(options), token);
    if (!subscriber) return page(404, 'This unsubscribe link is not valid', '<p>No subscription matches this link.</p>');
    if (subscriber.status === 'unsubscribed') return page(200, 'You are unsubscribed', '<p>This address receives no more newsletters from us.</p>');
    return page(
      200,
      'Unsubscribe from the newsletter',
      `<p>Confirm that you no longer want to receive the ${escapeHtml(siteConfig.name)} newsletter (subscription ${escapeHtml(subscriber.reference)}).</p>
<form method="post" action="/api/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>`,
    );
  } catch (error) {
    if (error instanceof NotConfiguredError) return page(503, 'Subscriptions are not configured', '<p>This deployment stores no subscriptions.</p>');
    logger.error('unsubscribe: database unavailable', error);
    return page(500, 'Something went wrong', '<p>Please try the link again in a few minutes.</p>');
  }
}

/** POST /api/unsubscribe (form field or JSON `token`). */
export async function handleUnsubscribePost(request: Request, options: Options = {}): Promise<Response> {
  let token = '';
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.startsWith('application/json')) {
      const body: unknown = await request.json();
      const value = typeof body === 'object' && body !== null ? Reflect.get(body, 'token') : undefined;
      token = typeof value === 'string' ? value : '';
    } else {
      const value = (await request.formData()).get('token');
      token = typeof value === 'string' ? value : '';
    }
  } catch {
    token = '';
  }
  if (!TOKEN.test(token)) return page(400, 'This unsubscribe link is not valid', '<p>Check that the whole link from your confirmation was copied.</p>');
  try {
    const done = await unsubscribe(await database(options), token);
    if (!done) return page(404, 'This unsubscribe link is not valid', '<p>No subscription matches this link.</p>');
    return page(200, 'You are unsubscribed', '<p>This address receives no more newsletters from us. You can subscribe again at any time from the site footer.</p>');
  } catch (error) {
    if (error instanceof NotConfiguredError) return page(503, 'Subscriptions are not configured', '<p>This deployment stores no subscriptions.</p>');
    logger.error('unsubscribe: database unavailable', error);
    return page(500, 'Something went wrong', '<p>Please try again in a few minutes.</p>');
  }
}
