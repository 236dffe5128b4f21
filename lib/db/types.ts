/** The database's tables as Kysely sees them (supabase/migrations/*_forms.sql is the source of truth). */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** The columns every submission table has: its reference, language, handled flag and time. */
interface SubmissionTable {
  id: Generated<string>;
  reference: string;
  email: string;
  locale: string;
  handled: Generated<boolean>;
  created_at: CreatedAt;
}

/** A submission from a person: name and phone besides the email. */
interface SenderTable extends SubmissionTable {
  name: string;
  phone: string | null;
}

export interface QuoteRequestsTable extends SenderTable {
  company: string | null;
  interest: string;
  budget: string | null;
  timeline: string | null;
  message: string;
}

export interface BookingsTable extends SenderTable {
  company: string | null;
  topic: string;
  slot_start: Timestamp;
  slot_end: Timestamp;
  time_zone: string;
  notes: string | null;
  status: Generated<'confirmed' | 'cancelled'>;
  cancelled_at: Timestamp | null;
}

export interface ContactMessagesTable extends SenderTable {
  subject: string;
  message: string;
}

export interface SubscribersTable extends SubmissionTable {
  unsubscribe_token: string;
  status: Generated<'subscribed' | 'unsubscribed'>;
  unsubscribed_at: Timestamp | null;
}

export type ConsentPreferences = { analytics: boolean; marketing: boolean; doNotSell: boolean };

export interface ConsentRecordsTable {
  id: Generated<string>;
  preferences: ColumnType<ConsentPreferences, string, string>;
  version: string;
  ip_hash: string | null;
  user_agent: string | null;
  client_timestamp: Timestamp | null;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  key: string;
  form: string;
  payload_hash: string;
  reference: string;
  response: ColumnType<unknown, string | null, string | null> | null;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
  blocked_until: Timestamp | null;
}

export interface NotificationsOutboxTable {
  id: Generated<string>;
  form: string;
  reference: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
}

export interface SchemaMigrationsTable {
  name: string;
  checksum: string;
  applied_at: CreatedAt;
}

export interface Database {
  quote_requests: QuoteRequestsTable;
  bookings: BookingsTable;
  contact_messages: ContactMessagesTable;
  subscribers: SubscribersTable;
  consent_records: ConsentRecordsTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limits: RateLimitsTable;
  notifications_outbox: NotificationsOutboxTable;
  schema_migrations: SchemaMigrationsTable;
}

export type QuoteRequest = Selectable<QuoteRequestsTable>;
export type Booking = Selectable<BookingsTable>;
export type ContactMessage = Selectable<ContactMessagesTable>;
export type Subscriber = Selectable<SubscribersTable>;
export type ConsentRecord = Selectable<ConsentRecordsTable>;
export type NewConsentRecord = Insertable<ConsentRecordsTable>;
export type OutboxRow = Selectable<NotificationsOutboxTable>;
