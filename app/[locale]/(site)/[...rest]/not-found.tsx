import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/templates/not-found-view';

/** Shown for notFound() during client-side navigation; direct requests get the /404 page. */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  const meta = await getTranslations('Metadata');
  return (
    <>
      {/* Rendered here, outside the Metadata API, so the layout's title template is written out by hand. */}
      <title>{`${t('metaTitle')} | ${meta('titleSuffix')}`}</title>
      <meta name="robots" content="noindex" />
      <NotFoundView />
    </>
  );
}
