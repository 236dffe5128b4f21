import { getTranslations } from 'next-intl/server';

/**
 * On the hub and blog pages at desktop widths the site header (and #site-nav in it) is hidden and
 * the section bar's #section-nav is the visible navigation: a second "Skip to navigation" link
 * leads there, and globals.css shows exactly one of the two for the page and width (no script).
 */
const targets = [
  { href: '#main', key: 'main' },
  { href: '#site-nav', key: 'nav' },
  { href: '#section-nav', key: 'nav' },
  { href: '#site-footer', key: 'footer' },
] as const;

/** The first focusable elements of every page; visible only when focused. */
export async function SkipLinks() {
  const t = await getTranslations('Skip');
  return (
    <div className="fixed start-3 top-3 z-[100] flex flex-col gap-2">
      {targets.map(({ href, key }) => (
        <a
          key={href}
          href={href}
          className="skip-link"
        >
          {t(key)}
        </a>
      ))}
    </div>
  );
}
