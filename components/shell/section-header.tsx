import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { siteConfig } from '@/lib/config';
import { Link } from '@/components/ui/link';
import { SearchLauncher } from '@/components/search/search-launcher';
import { LanguagePicker } from './language-picker';
import { LogoMark } from './logo';
import { MainNavList } from './main-nav';
import { MotionToggle } from './motion-toggle';
import { ThemeMenu } from './theme-menu';

/** Where each section's title leads. */
const sectionHome = { hubs: '/explore', blog: '/blog' } as const;

/**
 * On /hubs/ and /blog the desktop header gives way to this lighter section bar (spec 2.1); it
 * still leads home and to the main sections. Below the desktop breakpoint the site header shows
 * instead (app/[locale]/(sections)/layout.tsx renders it `compact`).
 */
export async function SectionHeader({ section }: { section: keyof typeof sectionHome }) {
  const t = await getTranslations('Nav');
  const titles = await getTranslations('Sections');
  const href = sectionHome[section];
  return (
    <div className="sticky top-[var(--shell-offset,0px)] z-30 hidden print:hidden border-b border-line bg-[var(--header-bg)] backdrop-blur-md lg:block" data-testid="section-header">
      <div className="container-page flex h-14 items-center gap-6 lg:max-xl:gap-3">
        <Link href="/" className="-m-1 flex items-center rounded-md p-1 text-ink" aria-label={t('logoLabel')}>
          <LogoMark size={22} />
        </Link>
        <Link href={href} className="shrink-0 font-semibold tracking-tight whitespace-nowrap text-ink">
          {titles(section, { brand: siteConfig.brand })}
        </Link>
        <nav id="section-nav" tabIndex={-1} aria-label={t('sectionHome')} className="ms-auto outline-none">
          <MainNavList variant="section" />
        </nav>
        {/* The desktop bar's controls (spec 2.8): this bar replaces it here, so it carries them too. */}
        <div className="flex items-center gap-1">
          <SearchLauncher />
          <MotionToggle />
          <LanguagePicker />
          <ThemeMenu />
        </div>
        <ButtonLink href="/get-started" className="h-9 whitespace-nowrap">
          {t('getStarted')}
        </ButtonLink>
      </div>
    </div>
  );
}
