import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/templates/not-found-view';
import { TITLE_SUFFIX } from '@/lib/seo/metadata';

/**
 * The translated not-found page for a path that reached the catch-all route without the proxy
 * (which rewrites every unknown path to the pre-rendered /404 with status 404). It sits here, not
 * beside the layouts: a not-found boundary's page is serialized into the RSC payload of every page
 * under it (4.3 KB each), and no other page needs it. A client-side navigation to an unknown path
 * gets the 404 status and Next.js then loads the address as a document, the server's 404 page.
 */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <>
      {/* Rendered here, outside the Metadata API, so the layout's title template is written out by hand. */}
      <title>{`${t('metaTitle')}${TITLE_SUFFIX}`}</title>
      <meta name="robots" content="noindex" />
      <NotFoundView />
    </>
  );
}
