import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminFrame } from '@/components/admin/admin-frame';
import { IconGenerator } from '@/components/admin/icon-generator';
import { adminMetadata, requireAdmin } from '@/lib/admin/page';

// Administrator tool: rendered per request after the server-side role check, never pre-rendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Admin');
  return adminMetadata(t('tools.iconGenerator'));
}

export default async function Page() {
  await requireAdmin();
  const t = await getTranslations('Admin');
  return (
    <AdminFrame current="/icon-generator" title={t('tools.iconGenerator')} intro={t('intros.iconGenerator')}>
      <IconGenerator />
    </AdminFrame>
  );
}
