import { PageHero } from '@/components/sections/page-hero';
import { Icon, type IconName } from '@/components/ui/icon';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { localizedPath } from '@/lib/i18n/paths';

const helpful: { href: string; key: 'home' | 'research' | 'products' | 'contact'; icon: IconName; ns: 'Nav' }[] = [
  { href: '/', key: 'home', icon: 'home', ns: 'Nav' },
  { href: '/research', key: 'research', icon: 'flask', ns: 'Nav' },
  { href: '/products', key: 'products', icon: 'box', ns: 'Nav' },
  { href: '/contact', key: 'contact', icon: 'mail', ns: 'Nav' },
];

/** The not-found page's body: what happened, a search box and the main ways on. */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  const nav = await getTranslations('Nav');
  const common = await getTranslations('Common');
  const searchPath = localizedPath(await getLocale(), '/search');
  return (
    <>
      <PageHero backdrop="default" eyebrow={t('code')} title={t('title')} lede={t('body')}>
        <form action={searchPath} method="get" role="search" className="mt-8 flex max-w-lg gap-2">
          <label htmlFor="not-found-search" className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            id="not-found-search"
            name="q"
            type="search"
            placeholder={common('searchPlaceholder')}
            className="h-12 min-w-0 flex-1 rounded-full border border-white/25 bg-white/10 px-5 text-white placeholder:text-hero-ink-3"
          />
          {/* On a phone the button is its icon alone, so that the field keeps room for its placeholder
              ("Website durchsuchen" was cut at 390 px); the word stays its accessible name. */}
          <button type="submit" className="inline-flex size-12 shrink-0 items-center justify-center gap-2 rounded-full bg-white font-medium text-hero hover:bg-hero-accent sm:w-auto sm:px-5">
            <Icon name="search" size={18} />
            <span className="sr-only sm:not-sr-only">{common('search')}</span>
          </button>
        </form>
      </PageHero>
      <section className="container-page py-14" aria-labelledby="helpful-links">
        <h2 id="helpful-links" className="eyebrow mb-6">
          {t('helpfulLinks')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {helpful.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="flex h-full items-start gap-4 rounded-2xl border border-line bg-surface p-5 hover:border-line-strong">
                <Icon name={link.icon} size={22} className="mt-0.5 text-signal" />
                <span>
                  <span className="block font-semibold text-ink">{nav(link.key)}</span>
                  <span className="mt-1 block text-sm text-ink-2">{nav(`${link.key}Description`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
