import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminFrame } from '@/components/admin/admin-frame';
import { InboxView } from '@/components/admin/inbox-view';
import { listInbox } from '@/lib/admin/inbox';
import { parseInboxQuery, type InboxItem } from '@/lib/admin/inbox-types';
import { adminMetadata, requireAdmin } from '@/lib/admin/page';
import { getDb, NotConfiguredError } from '@/lib/db';
import { supabaseConfig } from '@/lib/supabase/config';

// Administrator tool: rendered per request after the server-side role check, never pre-rendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Admin');
  return adminMetadata(t('tools.inbox'));
}

export default async function AdminInboxPage() {
  await requireAdmin();
  const t = await getTranslations('Admin');
  let items: InboxItem[] | null = null;
  try {
    items = await listInbox(await getDb(), parseInboxQuery(new URLSearchParams()));
  } catch (error) {
    if (!(error instanceof NotConfiguredError)) throw error;
  }
  // Realtime needs the inbox tables in the Supabase project itself (DATABASE_URL on Supabase).
  const realtime = supabaseConfig() !== null && /supabase\.(co|com)\b/.test(process.env.DATABASE_URL ?? '');
  return (
    <AdminFrame current="/admin" title={t('tools.inbox')} intro={t('intros.inbox')}>
      {items ? <InboxView initial={items} realtime={realtime} /> : <p role="alert">{t('inbox.notConfigured')}</p>}
    </AdminFrame>
  );
}
