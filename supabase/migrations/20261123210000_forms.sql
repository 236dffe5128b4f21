-- Forms: quote requests, consultation bookings, contact messages, newsletter subscribers, consent
-- records, idempotency keys, rate-limit counters and the notifications outbox.
--
-- One schema of record for every database the site uses: a hosted Supabase project
-- (`supabase db push`), any PostgreSQL 15+ server (DATABASE_URL) and the embedded PGlite.
-- The site's own migration runner (lib/db/migrate.ts) applies this file in one transaction and
-- records it in public.schema_migrations; `supabase db push` records it in its own table.
--
-- Row-level security is on for every table and no policy exists, so Supabase's `anon` and
-- `authenticated` roles (the public API keys) can read or write nothing. The server connects as
-- the tables' owner (or `service_role`, which bypasses RLS).

create table if not exists public.quote_requests (
  id bigint generated always as identity primary key,
  reference text not null unique,
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  company text check (char_length(company) <= 160),
  phone text check (char_length(phone) <= 40),
  interest text not null,
  budget text,
  timeline text,
  message text not null check (char_length(message) between 10 and 5000),
  locale text not null,
  handled boolean not null default false,
  created_at timestamptz not null default now()
);
create index if not exists quote_requests_inbox_idx on public.quote_requests (handled, created_at desc);

create table if not exists public.bookings (
  id bigint generated always as identity primary key,
  reference text not null unique,
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  company text check (char_length(company) <= 160),
  phone text check (char_length(phone) <= 40),
  topic text not null,
  slot_start timestamptz not null,
  slot_end timestamptz not null check (slot_end > slot_start),
  time_zone text not null,
  notes text check (char_length(notes) <= 2000),
  locale text not null,
  status text not null default 'confirmed' check (status in ('confirmed', 'cancelled')),
  handled boolean not null default false,
  created_at timestamptz not null default now(),
  cancelled_at timestamptz
);
-- Two visitors can never hold the same slot: at most one booking per start instant that is not
-- cancelled. The database decides races; the application never checks-then-inserts.
create unique index if not exists bookings_active_slot_key on public.bookings (slot_start) where status <> 'cancelled';
create index if not exists bookings_inbox_idx on public.bookings (handled, created_at desc);

create table if not exists public.contact_messages (
  id bigint generated always as identity primary key,
  reference text not null unique,
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  phone text check (char_length(phone) <= 40),
  subject text not null,
  message text not null check (char_length(message) between 10 and 5000),
  locale text not null,
  handled boolean not null default false,
  created_at timestamptz not null default now()
);
create index if not exists contact_messages_inbox_idx on public.contact_messages (handled, created_at desc);

create table if not exists public.subscribers (
  id bigint generated always as identity primary key,
  reference text not null unique,
  -- Stored lower-cased, so one address is one subscriber whatever its spelling.
  email text not null unique check (email = lower(email) and char_length(email) between 3 and 254),
  locale text not null,
  unsubscribe_token text not null unique,
  status text not null default 'subscribed' check (status in ('subscribed', 'unsubscribed')),
  handled boolean not null default false,
  created_at timestamptz not null default now(),
  unsubscribed_at timestamptz
);

create table if not exists public.consent_records (
  id bigint generated always as identity primary key,
  preferences jsonb not null,
  version text not null,
  -- Salted SHA-256 of the client address, never the address itself.
  ip_hash text,
  user_agent text check (char_length(user_agent) <= 512),
  client_timestamp timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists consent_records_created_idx on public.consent_records (created_at desc);

-- One row per Idempotency-Key: a retried submission finds its first answer here.
create table if not exists public.idempotency_keys (
  key uuid primary key,
  form text not null,
  payload_hash text not null,
  reference text not null,
  response jsonb,
  created_at timestamptz not null default now(),
  unique (form, reference, key)
);
create index if not exists idempotency_keys_created_idx on public.idempotency_keys (created_at);

-- Submit counters per client and form (bucket = salted hash of client address + form), kept in the
-- database so the limit holds across server instances.
create table if not exists public.rate_limits (
  bucket text primary key,
  window_start timestamptz not null,
  hits integer not null,
  blocked_until timestamptz
);

-- A notification per new submission; the sender (lib/forms/outbox.ts) delivers it by SMTP when
-- configured, with retries. Without SMTP, the admin inbox reads the submission tables.
create table if not exists public.notifications_outbox (
  id bigint generated always as identity primary key,
  form text not null,
  reference text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index if not exists notifications_outbox_pending_idx on public.notifications_outbox (next_attempt_at) where status = 'pending';

alter table public.quote_requests enable row level security;
alter table public.bookings enable row level security;
alter table public.contact_messages enable row level security;
alter table public.subscribers enable row level security;
alter table public.consent_records enable row level security;
alter table public.idempotency_keys enable row level security;
alter table public.rate_limits enable row level security;
alter table public.notifications_outbox enable row level security;

-- On Supabase, the public roles get table privileges by default; take them back (defence in depth
-- behind RLS). Elsewhere these roles do not exist and there is nothing to revoke.
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format(
        'revoke all on public.quote_requests, public.bookings, public.contact_messages, public.subscribers, '
        'public.consent_records, public.idempotency_keys, public.rate_limits, public.notifications_outbox from %I',
        role_name
      );
    end if;
  end loop;
end
$$;
