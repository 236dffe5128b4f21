-- Privacy requests arrive in the admin inbox live, like the four forms tables
-- (20261124000000_admin_roles.sql): administrators, and only they, may read privacy_requests through
-- Supabase's API, which Supabase Realtime needs in order to deliver a new request to the inbox, and
-- the table joins the realtime publication where it exists. Without this the inbox, joined to its
-- channel and so no longer polling, showed a new request only on a reload.
--
-- Reading only: administrators move a request through its states on the site's server
-- (lib/admin/inbox.ts, connected as the owner), never through the API. The anonymous role still
-- has no grant and no policy.

grant select on public.privacy_requests to authenticated;
drop policy if exists "Administrators read the inbox" on public.privacy_requests;
create policy "Administrators read the inbox" on public.privacy_requests
  for select to authenticated using ((select public.has_role((select auth.uid()), 'admin')));

do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'privacy_requests') then
    alter publication supabase_realtime add table public.privacy_requests;
  end if;
end $$;
