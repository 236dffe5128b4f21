import 'server-only';
import { createTranslator, hasLocale, type Messages } from 'next-intl';
import { siteConfig } from '../config';
import { NotConfiguredError, getDb, isConfigured, dbConfig, type Db } from '../db/connection';
import { PRELOADED_FONT } from '../../app/font-files';
import { bookedStarts, findBooking, findSubscriberByToken, hashClient, resubscribe, unsubscribe } from '../db/forms';
import { takeRateLimit } from '../db/rate-limit';
import { clientAddress } from '../client-address';
import { defaultLocale, directionOf, localeFromAcceptLanguage, locales, type Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/load-messages';
import { localizedPath } from '../i18n/paths';
import { escapeHtml } from '../html';
import { logger } from '../logger';
import { buildIcs, icsFileName } from './ics';
import { REFERENCE_PATTERN, type BookingSlotsResponse, type FormsStatus } from './schemas';
import { json, readLimited } from './server';
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
    // In the language the visitor booked in (the row's locale).
    const locale: Locale = hasLocale(locales, booking.locale) ? booking.locale : defaultLocale;
    const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Forms.calendar' });
    const ics = buildIcs({
      uid: `${booking.reference}@${new URL(siteConfig.url).hostname}`,
      start: booking.slot_start,
      end: booking.slot_end,
      stamp: options.now?.() ?? new Date(),
      summary: t('summary', { company: siteConfig.name }),
      description: t('description', { reference: booking.reference, minutes: BOOKING_HOURS.slotMinutes }),
      language: locale,
      url: `${siteConfig.url}${localizedPath(locale, '/consultation')}`,
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

type UnsubscribeText = ReturnType<typeof createTranslator<Messages, 'Forms.unsubscribe'>>;

/** The unsubscribe page's texts in the subscriber's language (English for an unknown one). */
async function unsubscribeTexts(locale: Locale): Promise<UnsubscribeText> {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Forms.unsubscribe' });
}

/** The language of the page: the subscriber's, else the link's `locale`, else the browser's. */
function requestLocale(request: Request, ...candidates: (string | null | undefined)[]): Locale {
  for (const candidate of candidates) if (hasLocale(locales, candidate)) return candidate;
  return localeFromAcceptLanguage(request.headers.get('accept-language')) ?? defaultLocale;
}

async function page(locale: Locale, status: number, title: (t: UnsubscribeText) => string, body: (t: UnsubscribeText) => string): Promise<Response> {
  const t = await unsubscribeTexts(locale);
  const html = `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<title>${escapeHtml(title(t))} | ${escapeHtml(siteConfig.name)}</title>
<style>
  @font-face { font-family: 'Geist'; src: url('${PRELOADED_FONT}') format('woff2'); font-weight: 100 900; font-display: swap; unicode-range: U+0000-00FF, U+2000-206F; }
  :root { color-scheme: light dark; --canvas: #f6f5f1; --surface: #ffffff; --ink: #0b1220; --ink-2: #3b4556; --line: #d9d7cf; --signal: #0a6b74; --focus: #1d4ed8; }
  @media (prefers-color-scheme: dark) { :root { --canvas: #070b14; --surface: #0d1424; --ink: #e8ecf4; --ink-2: #b7c0d0; --line: #1f2a40; --signal: #5fd4cb; --focus: #93c5fd; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: var(--canvas); color: var(--ink); font: 1rem/1.6 'Geist', system-ui, 'Segoe UI', 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Devanagari', 'PingFang SC', 'Hiragino Sans', sans-serif; }
  header { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1.25rem; }
  .brand { display: inline-flex; align-items: center; gap: 0.6rem; color: var(--ink); font-weight: 600; font-size: 1.125rem; letter-spacing: -0.01em; text-decoration: none; border-radius: 0.5rem; }
  main { max-width: 40rem; margin: 1rem auto 4rem; padding: 0 1.25rem; }
  .card { background: var(--surface); border: 1px solid var(--line); border-radius: 1.5rem; padding: 2rem; }
  h1 { margin: 0 0 0.75rem; font-size: 1.75rem; line-height: 1.25; letter-spacing: -0.02em; text-wrap: balance; }
  p { margin: 0 0 1rem; color: var(--ink-2); }
  form { margin: 1.5rem 0 0; }
  button { font: inherit; font-weight: 500; min-height: 44px; padding: 0 1.4rem; border: 0; border-radius: 9999px; background: var(--ink); color: var(--canvas); cursor: pointer; }
  button:hover { background: var(--signal); }
  a { color: var(--signal); text-underline-offset: 4px; }
  .home { display: inline-block; margin-top: 1.5rem; }
  button:focus-visible, a:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; }
</style>
</head>
<body>
<header><a class="brand" href="${localizedPath(locale, '/')}"><img src="/icon.svg" width="28" height="28" alt="">${escapeHtml(siteConfig.brand)}</a></header>
<main>
<div class="card">
<h1>${escapeHtml(title(t))}</h1>
${body(t)}
<a class="home" href="${localizedPath(locale, '/')}">${escapeHtml(t('home', { name: siteConfig.name }))}</a>
</div>
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'content-language': locale },
  });
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const invalid = (locale: Locale, status: number, reason: 'invalidCopied' | 'invalidUnknown') =>
  page(locale, status, (t) => t('invalidTitle'), (t) => paragraph(t(reason)));
const failed = (locale: Locale, error: unknown) => {
  if (error instanceof NotConfiguredError) return page(locale, 503, (t) => t('notConfiguredTitle'), (t) => paragraph(t('notConfiguredBody')));
  logger.error('unsubscribe: database unavailable', error);
  return page(locale, 500, (t) => t('errorTitle'), (t) => paragraph(t('errorBody')));
};

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** The page's one button: a form that posts the link's token back (works without JavaScript). */
const tokenForm = (token: string, locale: Locale, label: string, action?: 'resubscribe') =>
  `<form method="post" action="/api/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="locale" value="${locale}">${action ? `<input type="hidden" name="action" value="${action}">` : ''}<button type="submit">${escapeHtml(label)}</button></form>`;

/** Unsubscribed: what that means, and the way back with the same link. */
const donePage = (locale: Locale, token: string) =>
  page(locale, 200, (t) => t('doneTitle'), (t) => `${paragraph(t('doneBody'))}${paragraph(t('doneAgain'))}${tokenForm(token, locale, t('resubscribeButton'), 'resubscribe')}`);

/** Subscribed again with the same link, which can unsubscribe once more. */
const resubscribedPage = (locale: Locale, token: string) =>
  page(locale, 200, (t) => t('resubscribedTitle'), (t) => `${paragraph(t('resubscribedBody', { name: siteConfig.name }))}${tokenForm(token, locale, t('confirmButton'))}`);

/**
 * Post/redirect/get: a form's POST is answered with 303 to the link's own address, whose page shows
 * the subscription as it now is (`state=resubscribed` picks the "subscribed again" wording).
 */
const seeResult = (token: string, locale: Locale, state?: 'resubscribed') =>
  new Response(null, {
    status: 303,
    headers: { location: `/api/unsubscribe?${new URLSearchParams({ token, locale, ...(state ? { state } : {}) })}`, 'cache-control': 'no-store' },
  });

/** GET /api/unsubscribe?token=…: a confirm button (works without JavaScript), in the subscriber's language. */
export async function handleUnsubscribeGet(request: Request, options: Options = {}): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const token = params.get('token') ?? '';
  const fallback = requestLocale(request, params.get('locale'));
  if (!TOKEN.test(token)) return invalid(fallback, 400, 'invalidCopied');
  try {
    const subscriber = await findSubscriberByToken(await database(options), token);
    if (!subscriber) return invalid(fallback, 404, 'invalidUnknown');
    const locale = requestLocale(request, subscriber.locale, params.get('locale'));
    if (subscriber.status === 'unsubscribed') return donePage(locale, token);
    if (params.get('state') === 'resubscribed') return resubscribedPage(locale, token);
    return page(
      locale,
      200,
      (t) => t('confirmTitle'),
      (t) => `${paragraph(t('confirmBody', { name: siteConfig.name, reference: subscriber.reference }))}
${tokenForm(token, locale, t('confirmButton'))}`,
    );
  } catch (error) {
    return failed(fallback, error);
  }
}

/** The unsubscribe form sends a token and a language: a few hundred bytes. */
const UNSUBSCRIBE_MAX_BODY = 4096;
/**
 * Unsubscribe attempts per client address and minute. The tokens (24 random bytes) cannot be
 * guessed; the limit keeps one client from spending the database on trying.
 */
export const UNSUBSCRIBE_RATE_LIMIT = { limit: 20, windowMs: 60_000 } as const;

type UnsubscribeFields = { token: string; requested?: string; resubscribe?: boolean };

/** A JSON body, rather than the page's own form (URL-encoded or multipart). */
const isJson = (request: Request) => (request.headers.get('content-type') ?? '').startsWith('application/json');

/** The POST's `token`, `locale` and `action`, from a form (URL-encoded or multipart) or JSON; null when over UNSUBSCRIBE_MAX_BODY. */
async function unsubscribeFields(request: Request): Promise<UnsubscribeFields | null> {
  const type = request.headers.get('content-type') ?? '';
  let raw: string | null;
  try {
    raw = await readLimited(request, UNSUBSCRIBE_MAX_BODY);
  } catch {
    return { token: '' };
  }
  if (raw === null) return null;
  const read = (value: unknown) => (typeof value === 'string' ? value : undefined);
  try {
    if (isJson(request)) {
      const body: unknown = JSON.parse(raw);
      const field = (name: string) => (typeof body === 'object' && body !== null ? read(Reflect.get(body, name)) : undefined);
      return { token: field('token') ?? '', requested: field('locale'), resubscribe: field('action') === 'resubscribe' };
    }
    const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    return { token: read(form.get('token')) ?? '', requested: read(form.get('locale')), resubscribe: read(form.get('action')) === 'resubscribe' };
  } catch {
    return { token: '' };
  }
}

/**
 * POST /api/unsubscribe (form field or JSON `token`; `action=resubscribe` undoes it with the same
 * link); 413 past UNSUBSCRIBE_MAX_BODY, 429 past UNSUBSCRIBE_RATE_LIMIT.
 */
export async function handleUnsubscribePost(request: Request, options: Options = {}): Promise<Response> {
  const fields = await unsubscribeFields(request);
  if (!fields) return invalid(requestLocale(request), 413, 'invalidCopied');
  const { token, requested, resubscribe: again } = fields;
  // The page's own form gets its result as a page of its own (a reload shows it again, not "resend?").
  const fromForm = !isJson(request);
  const fallback = requestLocale(request, requested);
  if (!TOKEN.test(token)) return invalid(fallback, 400, 'invalidCopied');
  try {
    const db = await database(options);
    const verdict = await takeRateLimit(db, `${hashClient(clientAddress(request.headers))}:unsubscribe`, UNSUBSCRIBE_RATE_LIMIT.limit, UNSUBSCRIBE_RATE_LIMIT.windowMs);
    if (!verdict.ok) {
      const forms = createTranslator({ locale: fallback, messages: await loadMessages(fallback), namespace: 'Forms' });
      const response = await page(fallback, 429, () => forms('failure.tooManyAttempts'), (t) => paragraph(t('errorBody')));
      response.headers.set('retry-after', String(verdict.retryAfter));
      return response;
    }
    if (again) {
      const back = await resubscribe(db, token);
      if (!back) return invalid(fallback, 404, 'invalidUnknown');
      const locale = requestLocale(request, back.locale, requested);
      return fromForm ? seeResult(token, locale, 'resubscribed') : resubscribedPage(locale, token);
    }
    const done = await unsubscribe(db, token);
    if (!done) return invalid(fallback, 404, 'invalidUnknown');
    const locale = requestLocale(request, done.locale, requested);
    return fromForm ? seeResult(token, locale) : donePage(locale, token);
  } catch (error) {
    return failed(fallback, error);
  }
}
