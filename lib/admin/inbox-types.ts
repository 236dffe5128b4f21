/** The admin inbox's shapes, shared by the server (lib/admin/inbox.ts) and the inbox view. */
import type { PrivacyState } from '../forms/schemas';
import { isOneOf } from '../guards';

export const INBOX_KINDS = ['quote', 'booking', 'contact', 'subscriber', 'privacy'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['all', 'open', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** What each kind of submission says besides its sender and message, as the form's stored values. */
export type InboxDetails =
  | { kind: 'quote'; interest: string; budget: string | null; timeline: string | null }
  | { kind: 'booking'; topic: string; slotStart: string; timeZone: string; status: string }
  | { kind: 'contact'; subject: string }
  | { kind: 'subscriber'; status: string }
  | { kind: 'privacy'; type: string; relationship: string; state: PrivacyState; stateChangedAt: string; targetDate: string };

export type InboxItem = {
  kind: InboxKind;
  id: string;
  reference: string;
  /** The item's place in the inbox's order (newest first), and the cursor that pages after it. */
  key: string;
  createdAt: string;
  handled: boolean;
  name: string;
  email: string;
  /** Interest, topic and slot, subject, subscription status, or privacy request (stored values; the CSV's column). */
  summary: string;
  /** The same, field by field, for the view to label. */
  details: InboxDetails;
  /** The message, notes or a privacy request's details. */
  body: string;
  company: string;
  phone: string;
  locale: string;
};

/**
 * Where a page starts: after the item with this key. The key is the row's creation time in
 * microseconds since the epoch (exact: JavaScript dates keep only milliseconds), its kind and its id,
 * so rows created in the same millisecond in different tables keep one order across pages.
 */
export type InboxCursor = { at: string; kind: InboxKind; id: string };

export type InboxQuery = { kinds: InboxKind[]; status: InboxStatus; q: string; limit: number; after: InboxCursor | null };

/** One page of the inbox: its items, how many items match in all, and the cursor of the next page. */
export type InboxPage = { items: InboxItem[]; total: number; next: string | null };

export const isInboxKind = (value: unknown): value is InboxKind => isOneOf(INBOX_KINDS, value);
export const isInboxStatus = (value: unknown): value is InboxStatus => isOneOf(INBOX_STATUSES, value);

/** Items per page of the view; a page may ask for up to INBOX_LIMIT_MAX. */
export const INBOX_PAGE_SIZE = 50;
export const INBOX_LIMIT_MAX = 500;
/** Rows per database round trip while the CSV export streams every matching row. */
export const INBOX_EXPORT_BATCH = 500;

const CURSOR = /^(\d{1,19})\.(quote|booking|contact|subscriber|privacy)\.(\d{1,19})$/;

export const formatCursor = (cursor: InboxCursor) => `${cursor.at}.${cursor.kind}.${cursor.id}`;

export function parseCursor(value: string | null | undefined): InboxCursor | null {
  const match = CURSOR.exec(value ?? '');
  if (!match) return null;
  const [, at, kind, id] = match;
  return at && isInboxKind(kind) && id ? { at, kind, id } : null;
}

/** Digit strings of non-negative integers compared by value (they exceed Number's exact range). */
const compareDigits = (a: string, b: string) => (a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0);

/**
 * The inbox's order: newest first; at the same microsecond, in the order of INBOX_KINDS, then the
 * higher id first. Negative when the item with key `a` comes before the one with key `b`.
 */
export function compareInboxKeys(a: string, b: string): number {
  const x = parseCursor(a);
  const y = parseCursor(b);
  if (!x || !y) return 0;
  return compareDigits(y.at, x.at) || INBOX_KINDS.indexOf(x.kind) - INBOX_KINDS.indexOf(y.kind) || compareDigits(y.id, x.id);
}

/**
 * Reads the inbox query from URL parameters. `kind` may repeat; without any `kind` parameter every
 * kind is listed, while `kind` parameters that name no known kind (`kind=`) select nothing: an
 * empty selection in the view lists nothing rather than everything. Unknown values are ignored.
 */
export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const kinds = params.getAll('kind').filter(isInboxKind);
  const status = params.get('status');
  const limit = Number.parseInt(params.get('limit') ?? '', 10);
  return {
    kinds: params.has('kind') ? [...new Set(kinds)] : [...INBOX_KINDS],
    status: isInboxStatus(status) ? status : 'all',
    q: (params.get('q') ?? '').trim().slice(0, 200),
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, INBOX_LIMIT_MAX) : INBOX_PAGE_SIZE,
    after: parseCursor(params.get('after')),
  };
}

/** The URL parameters of the view's filters (what parseInboxQuery reads back); no kind is `kind=`. */
export function inboxParams({ kinds, status, q }: Pick<InboxQuery, 'kinds' | 'status' | 'q'>): URLSearchParams {
  const params = new URLSearchParams();
  if (kinds.length) for (const kind of kinds) params.append('kind', kind);
  else params.set('kind', '');
  params.set('status', status);
  if (q.trim()) params.set('q', q.trim());
  return params;
}

/**
 * A refreshed first page merged into the items already shown (polling and realtime): the first
 * page replaces the newest items, and the items loaded further down ("Load more") stay. New rows
 * only ever arrive at the top (the order is by creation time), so nothing in between is lost.
 * `arrived` names the items newer than the newest one shown before.
 */
export function mergeRefresh(current: InboxPage, fresh: InboxPage): InboxPage & { arrived: string[] } {
  const newest = current.items[0]?.key;
  const arrived = newest ? fresh.items.filter((item) => compareInboxKeys(item.key, newest) < 0).map((item) => item.reference) : [];
  const boundary = fresh.items.at(-1)?.key;
  if (!fresh.next || !boundary) return { ...fresh, arrived };
  const tail = current.items.filter((item) => compareInboxKeys(item.key, boundary) > 0);
  return { items: [...fresh.items, ...tail], total: fresh.total, next: tail.length ? current.next : fresh.next, arrived };
}

/** Items of a further page appended to those shown (an item already shown is not repeated). */
export function appendPage(current: InboxPage, more: InboxPage): InboxPage {
  const shown = new Set(current.items.map((item) => item.key));
  return { items: [...current.items, ...more.items.filter((item) => !shown.has(item.key))], total: more.total, next: more.next };
}

export const CSV_COLUMNS = ['kind', 'reference', 'createdAt', 'handled', 'name', 'email', 'company', 'phone', 'summary', 'body', 'locale'] as const;

/** A long message is shown shortened in the list, with a control that shows all of it. */
export const PREVIEW_CHARS = 280;
export const PREVIEW_LINES = 4;

/**
 * The shortened text of a message, or null when it is short enough to show whole: at most
 * PREVIEW_LINES lines and PREVIEW_CHARS characters, cut at a space when one is near the end,
 * followed by an ellipsis.
 */
export function previewOf(text: string, chars = PREVIEW_CHARS, lines = PREVIEW_LINES): string | null {
  const allLines = text.split('\n');
  if (text.length <= chars && allLines.length <= lines) return null;
  let cut = allLines.slice(0, lines).join('\n');
  if (cut.length > chars) {
    const space = cut.lastIndexOf(' ', chars);
    let end = space >= chars * 0.7 ? space : chars;
    // Never split a surrogate pair (an emoji, a rare CJK character).
    if (/[\uDC00-\uDFFF]/.test(cut.charAt(end))) end -= 1;
    cut = cut.slice(0, end);
  }
  return `${cut.trimEnd()}…`;
}
