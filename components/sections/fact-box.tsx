import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { contentLanguage } from '@/lib/i18n/content-language';
import { ContentDate, isContentDate } from '@/components/ui/date-text';
import { withLinks } from './site-links';

/**
 * A titled box of label/value facts beside a page's body ("At a glance", a project's facts). The
 * values are content copy, and so are the labels when `labels` is 'content', or a fact's own label
 * when it says `contentLabel` (a project's facts after the interface's status and start date). A
 * value that is only a date ("2026-07-01") is written in the reader's language.
 */
export async function FactBox({
  title,
  id,
  facts,
  labels = 'interface',
}: {
  title: string;
  /** The heading's id, when the page links to the box. */
  id?: string;
  facts: readonly { label: string; value: ReactNode; contentLabel?: true }[];
  labels?: 'interface' | 'content';
}) {
  const content = contentLanguage(await getLocale());
  return (
    <section aria-labelledby={id} aria-label={id ? undefined : title} className="rounded-2xl border border-line bg-surface p-5">
      <h2 id={id} className="eyebrow mb-4">
        {title}
      </h2>
      <dl className="space-y-3 text-sm">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-ink-3" {...(labels === 'content' || fact.contentLabel ? content : {})}>
              {fact.label}
            </dt>
            <dd className="font-medium text-ink" {...content}>
              {typeof fact.value !== 'string' ? fact.value : isContentDate(fact.value) ? <ContentDate date={fact.value} /> : withLinks(fact.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
