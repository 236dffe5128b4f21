import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { metadataForPage } from '@/components/templates/content-route';
import { PageView } from '@/components/templates/page-view';
import { Section } from '@/components/ui/section';
import { buildInfo } from '@/lib/build-info';
import { getPage } from '@/lib/content';

const page = getPage('/version')!;

export async function generateMetadata(): Promise<Metadata> {
  return metadataForPage(page, await getLocale());
}

export default async function VersionPage() {
  const t = await getTranslations('Status');
  const rows = [
    { label: t('buildId'), value: buildInfo.id, id: 'build-id' },
    { label: t('buildTime'), value: buildInfo.time, id: 'build-time' },
    { label: t('commit'), value: buildInfo.commit, id: 'commit' },
  ];
  return (
    <PageView page={page}>
      <Section spacing="flush" className="mt-14">
        <dl className="divide-y divide-line rounded-2xl border border-line bg-surface">
          {rows.map((row) => (
            <div key={row.id} className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_1fr]">
              <dt className="text-sm text-ink-3">{row.label}</dt>
              <dd className="font-mono text-sm break-all text-ink" data-testid={row.id}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
    </PageView>
  );
}
