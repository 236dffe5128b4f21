import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/sections/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { monitoringDsn } from '@/lib/monitoring/sentry-options';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ServerError');
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/**
 * The server-error page (/500), on brand and translated like every other page. It says the team is
 * alerted only where that is true: in a build with error monitoring (a Sentry DSN).
 */
export default async function ServerErrorPage() {
  const t = await getTranslations('ServerError');
  const nav = await getTranslations('Nav');
  const footer = await getTranslations('Footer');
  return (
    <PageHero backdrop="default" eyebrow={t('code')} title={t('title')} lede={t(monitoringDsn() ? 'bodyAlerted' : 'body')}>
      <div className="button-row mt-8 flex flex-wrap gap-3">
        <ButtonLink href="/" variant="onDark">
          {nav('home')}
        </ButtonLink>
        <ButtonLink href="/status" variant="onDarkGhost">
          {footer('links.status')}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
