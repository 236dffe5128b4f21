import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminFrame } from '@/components/admin/admin-frame';
import { SeoTools } from '@/components/admin/seo-tools';
import { adminMetadata, requireAdmin } from '@/lib/admin/page';
import { siteEntries } from '@/lib/content/site-index';
// Administrator tool: rendered per request after the server-side role check, never pre-rendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Admin');
  return adminMetadata(t('tools.seoTools'));
}

export default async function Page() {
  await requireAdmin();
  const t = await getTranslations('Admin');
  return (
    <AdminFrame current="/seo-tools" title={t('tools.seoTools')} intro={t('intros.seoTools')}>
      <SeoTools paths={siteEntries().map((entry) => entry.path)} />
    </AdminFrame>
  );
}
