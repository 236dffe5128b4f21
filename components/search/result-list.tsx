import { useTranslations } from 'next-intl';
import { FoundLink } from './found-link';
import { highlightParts } from '@/lib/search/highlight';
import type { ResultGroup } from '@/lib/search/results';

/** A text with the matched words in <mark>. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.mark ? (
          <mark key={index} className="rounded-sm bg-signal/20 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * Search results in rank order, grouped by section where consecutive. Titles and snippets are the English copy (lang="en");
 * section names are translated. No hooks but translations, so the server page, the search box
 * and the dialog share it.
 */
export function ResultList({ groups, headingLevel = 2, idPrefix, onNavigate }: { groups: readonly ResultGroup[]; headingLevel?: 2 | 3; idPrefix: string; onNavigate?: () => void }) {
  const t = useTranslations('Search');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-8">
      {/* In rank order, a section can head more than one group (groupResults), hence the index. */}
      {groups.map((group, index) => (
        <section key={`${group.section}-${index}`} aria-labelledby={`${idPrefix}-${group.section}-${index}`}>
          <Heading id={`${idPrefix}-${group.section}-${index}`} className="eyebrow mb-3">
            {t(`sections.${group.section}`)}
          </Heading>
          <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
            {group.items.map((item) => (
              // The whole result is English copy: its title and snippet both start at the left in a right-to-left page.
              <li key={item.id} className="p-4" data-testid="search-result" lang="en" dir="ltr">
                <FoundLink href={item.href} onClick={onNavigate} className="font-semibold text-ink underline-offset-4 hover:underline">
                  <Highlighted text={item.title} terms={item.terms} />
                </FoundLink>
                <p className="mt-1 text-sm leading-6 text-ink-2">
                  <Highlighted text={item.snippet} terms={item.terms} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
