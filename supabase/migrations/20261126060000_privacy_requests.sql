-- Privacy requests made through /privacy-portal: access, export, correction, deletion,
-- objection or restriction, opt-out and withdrawal from the talent pool, each followed through
-- five states by the privacy team (the admin inbox) and by the person who made it (reference and
-- email, POST /api/privacy/status).
--
-- Like every table of the site: row-level security on and no policy, so Supabase's public roles
-- (anon, authenticated) can read or write nothing; the server connects as the owner.

create table if not exists public.privacy_requests (
  id bigint generated always as identity primary key,
  reference text not null unique,
  type text not null check (type in ('access', 'export', 'correct', 'delete', 'object', 'opt-out', 'talent-pool')),
  relationship text not null check (relationship in ('visitor', 'customer', 'applicant', 'attendee', 'business-contact', 'other')),
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  -- Required for a correction (which data, and what it should say); optional otherwise.
  details text check (char_length(details) <= 5000),
  locale text not null,
  state text not null default 'received' check (state in ('received', 'verifying', 'in-progress', 'completed', 'closed')),
  -- When the state last changed (the creation time until the first change): "Follow a request" shows it.
  state_changed_at timestamptz not null default now(),
  -- The inbox's open/handled filter: a request is handled once it is completed or closed.
  handled boolean generated always as (state in ('completed', 'closed')) stored,
  created_at timestamptz not null default now(),
  constraint privacy_requests_correct_details check (type <> 'correct' or coalesce(char_length(details), 0) >= 10)
);
create index if not exists privacy_requests_inbox_idx on public.privacy_requests (handled, created_at desc);

alter table public.privacy_requests enable row level security;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = role_name) then
      execute format('revoke all on public.privacy_requests from %I', role_name);
    end if;
  end loop;
end
$$;
