import { getTranslations } from 'next-intl/server';

/** Shown while a page is on its way. */
export default async function Loading() {
  const t = await getTranslations('Common');
  return (
    <div role="status" aria-live="polite" data-testid="page-loading" className="container-page flex min-h-[50vh] items-center justify-center">
      <span aria-hidden="true" className="h-9 w-9 animate-[spin_0.9s_linear_infinite] rounded-full border-[3px] border-line border-t-signal" />
      <span className="sr-only">{t('loadingPage')}</span>
    </div>
  );
}
