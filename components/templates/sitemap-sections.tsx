import { Heading, Section } from '@/components/ui/section';
import { LinkItem } from '@/components/ui/text-link';
import { siteEntries } from '@/lib/content/site-index';
import { isNoindexPath } from '@/lib/routes';
import { english } from '@/lib/i18n/content-language';

/** The HTML sitemap: every public page, grouped by section. */
export function SitemapSections() {
  const entries = siteEntries().filter((entry) => !isNoindexPath(entry.path));
  const sections = [...new Set(entries.map((entry) => entry.section))].sort();
  return (
    <Section spacing="flush">
      <div className="columns-1 gap-10 md:columns-2 lg:columns-3" {...english}>
        {sections.map((section) => (
          <section key={section} className="mb-10 break-inside-avoid" aria-labelledby={`sitemap-${section}`}>
            <Heading level={2} id={`sitemap-${section}`} className="mb-3 text-lg">
              {section}
            </Heading>
            <ul className="space-y-1.5 text-sm">
              {entries
                .filter((entry) => entry.section === section)
                .sort((a, b) => a.path.localeCompare(b.path))
                .map((entry) => (
                  <LinkItem key={entry.path} href={entry.path}>
                    {entry.title}
                  </LinkItem>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}
