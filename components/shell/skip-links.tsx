import { getTranslations } from 'next-intl/server';

const targets = [
  { href: '#main', key: 'main' },
  { href: '#site-nav', key: 'nav' },
  { href: '#site-footer', key: 'footer' },
] as const;

/** The first focusable elements of every page; visible only when focused. */
export async function SkipLinks() {
  const t = await getTranslations('Skip');
  return (
    <div className="fixed start-3 top-3 z-[100] flex flex-col gap-2">
      {targets.map(({ href, key }) => (
        <a
          key={key}
          href={href}
          className="skip-link"
        >
          {t(key)}
        </a>
      ))}
    </div>
  );
}
