import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { connection } from 'next/server';
import { StatusAutoRefresh } from '@/components/auto-refresh/status-auto-refresh';
import { metadataForPage } from '@/components/templates/content-route';
import { PageView } from '@/components/templates/page-view';
import { Section } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import { english } from '@/lib/i18n/content-language';
import { getPage } from '@/lib/content';
import { buildFacts, runChecks, type CheckState } from '@/lib/status/checks';

const page = getPage('/status')!;

export async function generateMetadata(): Promise<Metadata> {
  return metadataForPage(page, await getLocale());
}

const tone: Record<CheckState, string> = {
  operational: 'bg-biotech',
  degraded: 'bg-energy',
  notConfigured: 'bg-ink-3',
};

/** Rendered per request: the checks run now, never from the build. */
export default async function StatusPage() {
  await connection();
  const t = await getTranslations('Status');
  const results = await runChecks();
  const checkedAt = new Date().toISOString();
  return (
    <PageView page={page}>
      <Section className="pt-8">
        <StatusAutoRefresh signature={results.map((result) => `${result.id}:${result.state}`).join('|')} />
        <div className="rounded-2xl border border-line bg-surface" data-testid="status-checks">
          <p className="border-b border-line px-5 py-3 text-sm text-ink-3">{t('checkedAt', { time: checkedAt })}</p>
          <ul className="divide-y divide-line">
            {results.map((result) => (
              <li key={result.id} data-check={result.id} data-state={result.state} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-4">
                <span aria-hidden="true" className={cn('h-2.5 w-2.5 rounded-full', tone[result.state])} />
                <span className="font-medium text-ink" {...english}>
                  {result.name}
                </span>
                <span className="text-sm font-medium text-ink-2">{t(result.state)}</span>
                <span className="basis-full ps-6.5 text-sm text-ink-3 sm:ms-auto sm:basis-auto sm:ps-0" {...english}>
                  {result.detail} · {result.latencyMs} ms
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-6 rounded-2xl border border-line bg-surface px-5 py-4" data-testid="status-build">
          <h2 className="font-medium text-ink">{t('build')}</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-ink-3">
            <dt>{t('buildId')}</dt>
            <dd className="font-mono">{buildFacts.id}</dd>
            <dt>{t('commit')}</dt>
            <dd className="font-mono break-all">{buildFacts.commit.slice(0, 12)}</dd>
          </dl>
        </div>
      </Section>
    </PageView>
  );
}
