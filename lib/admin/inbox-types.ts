/** The admin inbox's shapes, shared by the server (lib/admin/inbox.ts) and the inbox view. */
export const INBOX_KINDS = ['quote', 'booking', 'contact', 'subscriber'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['all', 'open', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export type InboxItem = {
  kind: InboxKind;
  id: string;
  reference: string;
  createdAt: string;
  handled: boolean;
  name: string;
  email: string;
  /** Interest, topic and slot, subject, or subscription status. */
  summary: string;
  /** The message or notes. */
  body: string;
  company: string;
  phone: string;
  locale: string;
};

export type InboxQuery = { kinds: InboxKind[]; status: InboxStatus; q: string; limit: number };

export const isInboxKind = (value: unknown): value is InboxKind => typeof value === 'string' && (INBOX_KINDS as readonly string[]).includes(value);
export const isInboxStatus = (value: unknown): value is InboxStatus => typeof value === 'string' && (INBOX_STATUSES as readonly string[]).includes(value);

export const INBOX_LIMIT_MAX = 500;

/** Reads the inbox query from URL parameters (kind may repeat; unknown values are ignored). */
export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const kinds = params.getAll('kind').filter(isInboxKind);
  const status = params.get('status');
  const limit = Number.parseInt(params.get('limit') ?? '', 10);
  return {
    kinds: kinds.length ? kinds : [...INBOX_KINDS],
    status: isInboxStatus(status) ? status : 'all',
    q: (params.get('q') ?? '').trim().slice(0, 200),
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, INBOX_LIMIT_MAX) : 200,
  };
}

export const CSV_COLUMNS = ['kind', 'reference', 'createdAt', 'handled', 'name', 'email', 'company', 'phone', 'summary', 'body', 'locale'] as const;
