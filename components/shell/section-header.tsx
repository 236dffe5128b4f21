import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { LogoMark } from './logo';
import { MainNavList } from './main-nav';
import { SITE_HEADER_ID } from './site-header-id';

/**
 * On /hubs/ and /blog the desktop header gives way to this lighter section bar (spec 2.1); it
 * still leads home and to the main sections. Below 1024px the mobile header shows instead.
 */
export async function SectionHeader({ title, href }: { title: string; href: string }) {
  const t = await getTranslations('Nav');
  return (
    <>
      {/* Server-rendered so the desktop header never flashes on these paths. */}
      <style>{`@media (min-width: 1024px) { #${SITE_HEADER_ID} { display: none; } }`}</style>
      <div className="sticky top-0 z-30 -mt-16 hidden border-b border-line bg-[var(--header-bg)] backdrop-blur-md lg:-mt-20 lg:block" data-testid="section-header">
      <div className="container-page flex h-14 items-center gap-6">
        <Link href="/" className="flex items-center gap-2 rounded-md text-ink" aria-label={t('logoLabel')}>
          <LogoMark size={22} />
        </Link>
        <Link href={href} className="font-semibold tracking-tight text-ink">
          {title}
        </Link>
        <nav aria-label={t('sectionHome')} className="ms-auto">
          <MainNavList variant="section" />
        </nav>
        <ButtonLink href="/get-started" className="h-9">
          {t('getStarted')}
        </ButtonLink>
      </div>
      </div>
    </>
  );
}
