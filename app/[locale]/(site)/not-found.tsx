import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/templates/not-found-view';

/** Shown for notFound() during client-side navigation; direct requests get the /404 page. */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <>
      <title>{t('metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <NotFoundView />
    </>
  );
}
