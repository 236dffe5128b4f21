import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { AdminFrame } from '@/components/admin/admin-frame';
import { InboxView } from '@/components/admin/inbox-view';
import { inboxPage } from '@/lib/admin/inbox';
import { parseInboxQuery, type InboxPage } from '@/lib/admin/inbox-types';
import { adminMetadata, requireAdmin } from '@/lib/admin/page';
import { getDb, NotConfiguredError } from '@/lib/db';
import { interestLabels } from '@/lib/forms/interest-labels';
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
  let initial: InboxPage | null = null;
  try {
    initial = await inboxPage(await getDb(), parseInboxQuery(new URLSearchParams()));
  } catch (error) {
    if (!(error instanceof NotConfiguredError)) throw error;
  }
  // Realtime needs the inbox tables in the Supabase project itself (DATABASE_URL on Supabase).
  const realtime = supabaseConfig() !== null && /supabase\.(co|com)\b/.test(process.env.DATABASE_URL ?? '');
  // The items name the forms' choices with the forms' own labels: the option texts of the
  // contact, quote, booking and privacy forms, and (as the quote form does) the product and service pages' titles.
  const { Forms: forms } = await getMessages();
  const formLabels = {
    Forms: {
      fields: forms.fields,
      contact: { subjects: forms.contact.subjects },
      quote: { budgets: forms.quote.budgets, timelines: forms.quote.timelines },
      booking: { topics: forms.booking.topics },
      privacy: { types: forms.privacy.types, relationships: forms.privacy.relationships, states: forms.privacy.states },
      privacyStatus: { changed: forms.privacyStatus.changed, target: forms.privacyStatus.target },
    },
  };
  return (
    <AdminFrame current="/admin" title={t('tools.inbox')} intro={t('intros.inbox')} messages={formLabels}>
      {initial ? <InboxView initial={initial} realtime={realtime} interestLabels={interestLabels()} /> : <p role="alert">{t('inbox.notConfigured')}</p>}
    </AdminFrame>
  );
}
