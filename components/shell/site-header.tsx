import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { siteConfig } from '@/lib/config';
import { Link } from '@/components/ui/link';
import { SearchLauncher } from '@/components/search/search-launcher';
import { HeaderBehavior } from './header-behavior';
import { LanguagePicker } from './language-picker';
import { LogoMark } from './logo';
import { MobileMenu } from './mobile-menu';
import { MotionToggle } from './motion-toggle';
import { MainNavList } from './main-nav';
import { ThemeMenu } from './theme-menu';
import { SITE_HEADER_ID } from './site-header-id';


/** The site header; `compact` keeps it below the desktop breakpoint only (the hub and blog sections). */
export async function SiteHeader({ compact = false }: { compact?: boolean }) {
  const t = await getTranslations('Nav');
  return (
    <>
      <header
        id={SITE_HEADER_ID}
        className={cn(compact && 'lg:hidden', 'group/header site-header')}
      >
        <div className="container-page flex h-full items-center gap-4 lg:max-xl:gap-2">
          <Link href="/" className="flex shrink-0 items-center gap-2.5 rounded-md text-ink" aria-label={t('logoLabel')}>
            <LogoMark />
            {/* From 1024 to 1279 px the bar is tight in the longer languages: the mark alone (the link keeps its name). */}
            <span className="text-lg font-semibold tracking-tight lg:max-xl:hidden">{siteConfig.brand}</span>
          </Link>
          <nav id="site-nav" tabIndex={-1} aria-label={t('mainLabel')} className="ms-auto flex min-w-0 items-center outline-none lg:ms-3 xl:ms-6">
            <MainNavList variant="bar" />
            <MobileMenu
              siteName={siteConfig.name}
              className="lg:hidden"
              getStarted={
                <div className="px-2 pt-5">
                  <ButtonLink href="/get-started" size="lg" className="w-full" data-testid="menu-get-started">
                    {t('getStarted')}
                  </ButtonLink>
                </div>
              }
            />
          </nav>
          <SearchLauncher />
          <div id="header-controls" className="hidden shrink-0 items-center gap-1 lg:ms-auto lg:flex">
            <MotionToggle />
            <LanguagePicker />
            <ThemeMenu />
            <ButtonLink href="/get-started" className="ms-2 whitespace-nowrap lg:max-xl:ms-1 lg:max-xl:px-3">
              {t('getStarted')}
            </ButtonLink>
          </div>
        </div>
      </header>
      <HeaderBehavior targetId={SITE_HEADER_ID} />
      <div aria-hidden="true" className={cn('box-content h-16 pt-[var(--shell-offset,0px)] lg:h-20', compact && 'lg:hidden')} />
    </>
  );
}
