import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { connection } from 'next/server';
import { CheckAgain } from '@/components/status/check-again';
import { StatusChecks } from '@/components/status/status-checks';
import { metadataForPage } from '@/components/templates/content-route';
import { PageView } from '@/components/templates/page-view';
import { getPage } from '@/lib/content';
import { buildFacts, runChecks } from '@/lib/status/checks';

const page = getPage('/status')!;

export async function generateMetadata(): Promise<Metadata> {
  return metadataForPage(page, await getLocale());
}

/**
 * Rendered per request: the checks run now, never from the build. The results come first, right
 * under the hero (the lede says the text below explains them), then the build facts, then the copy.
 * "Check again" runs them anew; the page never refreshes itself (spec 9: auto-refresh is off everywhere).
 */
export default async function StatusPage() {
  await connection();
  const t = await getTranslations('Status');
  const results = await runChecks();
  const checkedAt = new Date();
  return (
    <PageView
      page={page}
      lead={
        <div className="space-y-6">
          <StatusChecks results={results} checkedAt={checkedAt} action={<CheckAgain label={t('checkAgain')} pendingLabel={t('checking')} />} />
          <section aria-labelledby="status-build" className="rounded-2xl border border-line bg-surface px-5 py-4" data-testid="status-build">
            <h2 id="status-build" className="font-medium text-ink">
              {t('build')}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-ink-3">
              <dt>{t('buildId')}</dt>
              <dd className="font-mono">{buildFacts.id}</dd>
              <dt>{t('commit')}</dt>
              <dd className="font-mono break-all">{buildFacts.commit.slice(0, 12)}</dd>
            </dl>
          </section>
        </div>
      }
    />
  );
}
