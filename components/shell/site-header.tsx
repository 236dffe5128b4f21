import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/navigation';
import { mainNav } from '@/lib/navigation-items';
import { SearchLauncher } from '@/components/search/search-launcher';
import { HeaderBehavior } from './header-behavior';
import { LanguagePicker } from './language-picker';
import { LogoMark } from './logo';
import { MobileMenu } from './mobile-menu';
import { MotionToggle } from './motion-toggle';
import { NavLink } from './nav-link';
import { ThemeMenu } from './theme-menu';
import { SITE_HEADER_ID } from './site-header-id';


export async function SiteHeader() {
  const t = await getTranslations('Nav');
  return (
    <>
      <header
        id={SITE_HEADER_ID}
        className="group/header fixed inset-x-0 top-0 z-40 h-16 border-b border-transparent transition-[transform,background-color,border-color] duration-300 ease-out-quart data-[hidden]:-translate-y-full data-[solid]:border-line data-[solid]:bg-[var(--header-bg)] data-[solid]:backdrop-blur-md lg:h-20"
      >
        <div className="container-page flex h-full items-center gap-4">
          <Link href="/" className="flex shrink-0 items-center gap-2.5 rounded-md text-ink" aria-label={t('logoLabel')}>
            <LogoMark />
            <span className="text-lg font-semibold tracking-tight">Tessellon</span>
          </Link>
          <nav id="site-nav" tabIndex={-1} aria-label={t('mainLabel')} className="ms-auto flex items-center outline-none lg:ms-6">
            <ul className="hidden items-center gap-1 lg:flex">
              {mainNav.map((item) => (
                <li key={item.href}>
                  <NavLink
                    href={item.href}
                    title={t(`${item.key}Description`)}
                    className="flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink-2 transition-colors hover:bg-surface-2 hover:text-ink data-[active]:bg-surface-2 data-[active]:text-ink"
                  >
                    <Icon name={item.icon} size={16} />
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <MobileMenu className="lg:hidden" />
          </nav>
          <SearchLauncher />
          <div id="header-controls" className="hidden items-center gap-1 lg:ms-auto lg:flex">
            <MotionToggle />
            <LanguagePicker />
            <ThemeMenu />
            <ButtonLink href="/get-started" className="ms-2">
              {t('getStarted')}
            </ButtonLink>
          </div>
        </div>
      </header>
      <HeaderBehavior targetId={SITE_HEADER_ID} />
      <div aria-hidden="true" className="h-16 lg:h-20" />
    </>
  );
}
