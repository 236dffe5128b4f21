import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminFrame } from '@/components/admin/admin-frame';
import { SeoDashboard } from '@/components/admin/seo-dashboard';
import { adminMetadata, requireAdmin } from '@/lib/admin/page';
import { locales } from '@/lib/i18n/locales';
// Administrator tool: rendered per request after the server-side role check, never pre-rendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Admin');
  return adminMetadata(t('tools.seoDashboard'));
}

export default async function Page() {
  await requireAdmin();
  const t = await getTranslations('Admin');
  return (
    <AdminFrame current="/seo-dashboard" title={t('tools.seoDashboard')} intro={t('intros.seoDashboard')}>
      <SeoDashboard locales={locales} />
    </AdminFrame>
  );
}
