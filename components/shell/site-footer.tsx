import { getLocale, getTranslations } from 'next-intl/server';
import { SubscribeIsland } from '@/components/forms/subscribe-island';
import { subscribeTexts } from '@/components/forms/subscribe-texts';
import { siteConfig } from '@/lib/config';
import { Link } from '@/components/ui/link';
import { LogoMark } from './logo';

const columns = [
  { key: 'company', links: [['about', '/about'], ['team', '/team'], ['careers', '/careers'], ['investors', '/investors'], ['newsroom', '/newsroom'], ['partners', '/partnerships'], ['contact', '/contact']] },
  { key: 'research', links: [['researchOverview', '/research'], ['publications', '/publications'], ['projects', '/projects'], ['blog', '/blog'], ['glossary', '/glossary']] },
  { key: 'products', links: [['allProducts', '/products'], ['services', '/services'], ['pricing', '/pricing'], ['enterprise', '/enterprise'], ['demos', '/demos'], ['developers', '/developers']] },
  // Sign-in for partners, cloud customers and administrators: the one account /auth offers.
  { key: 'resources', links: [['docs', '/docs'], ['help', '/help'], ['status', '/status'], ['signIn', '/auth'], ['sitemap', '/sitemap']] },
  { key: 'legal', links: [['privacy', '/privacy'], ['terms', '/terms'], ['cookies', '/cookies'], ['accessibility', '/accessibility-statement'], ['dpa', '/dpa']] },
] as const;

type FooterLinkKey = (typeof columns)[number]['links'][number][0];

/** The Footer.links message key of a page the footer links to ("/blog" → "blog"), for other places that name it. */
export function footerKeyOf(path: string): FooterLinkKey | undefined {
  for (const column of columns) for (const [key, href] of column.links) if (href === path) return key;
  return undefined;
}

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const common = await getTranslations('Common');
  const dictionary = await getTranslations('Dictionary');
  const locale = await getLocale();
  const cookie = await getTranslations('Cookie');
  return (
    <footer id="site-footer" tabIndex={-1} aria-label={t('label')} className="mt-24 border-t border-line bg-surface outline-none print:hidden">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)]">
        <div className="max-w-sm">
          <Link href="/" className="inline-flex items-center gap-2.5 rounded-md text-ink">
            <LogoMark />
            <span className="text-lg font-semibold tracking-tight">{siteConfig.name}</span>
          </Link>
          <p className="mt-4 text-sm leading-6 text-ink-2">{t('about')}</p>
          <address className="mt-6 text-sm leading-6 text-ink-3 not-italic">
            {t('address')}
            <br />
            <a className="underline-offset-4 hover:text-ink hover:underline" href={`mailto:${siteConfig.contact.email}`}>
              {siteConfig.contact.email}
            </a>
            <br />
            {/* dir="ltr": in Arabic "+1 617 555 0142" read "0142 555 617 1+". */}
            <a className="underline-offset-4 hover:text-ink hover:underline" href={siteConfig.contact.phoneHref} dir="ltr">
              {siteConfig.contact.phone}
            </a>
          </address>
          <div className="mt-8">
            <h2 className="eyebrow mb-3">{dictionary('stayUpdated')}</h2>
            <SubscribeIsland texts={await subscribeTexts()} locale={locale} />
          </div>
        </div>
        {/* Five columns only from 1280 px: at 1024 the longer languages' words (German, Russian) do not fit five. */}
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 xl:grid-cols-5">
          {columns.map((column) => (
            <div key={column.key} className="footer-column">
              <h2 className="eyebrow mb-4">{t(`sections.${column.key}`)}</h2>
              {/* Each link is 28 px tall, for a thumb, at the rows' old spacing (a 20 px line 10 px apart). */}
              <ul className="footer-links">
                {column.links.map(([key, href]) => (
                  <li key={href}>
                    <Link href={href}>
                      {t(`links.${key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-line">
        {/* The bottom padding clears the floating Back/Home, Scroll to top and assistant buttons
            (fixed, up to 8rem from the bottom): scrolled to the end, nothing here sits under them. */}
        <div data-testid="footer-bottom" className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 pt-6 pb-36 text-xs text-ink-3">
          <p>{common('copyright', { year: new Date().getFullYear() })}</p>
          {/* Reopens the cookie banner (ConsentManager listens for clicks on this attribute). */}
          <button type="button" data-open-cookie-banner="" data-needs-script="" className="rounded underline underline-offset-4 hover:text-ink">
            {cookie('openSettings')}
          </button>
        </div>
      </div>
    </footer>
  );
}
