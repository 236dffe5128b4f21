import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { homeFigures, type Figure } from '@/content/figures';
import { PageHero } from '@/components/sections/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { Heading, Section } from '@/components/ui/section';
import { Link } from '@/components/ui/link';
import type { Theme } from '@/lib/content/types';
import { LatestPosts } from '@/components/sections/latest-posts';
import { SubscribeIsland } from '@/components/forms/subscribe-island';
import { subscribeTexts } from '@/components/forms/subscribe-texts';

const disciplines: { key: 'quantum' | 'ai' | 'space' | 'energy' | 'security'; href: string; icon: IconName; theme: Theme }[] = [
  { key: 'quantum', href: '/hubs/quantum', icon: 'atom', theme: 'quantum' },
  { key: 'ai', href: '/hubs/biotechnology', icon: 'dna', theme: 'biotech' },
  { key: 'space', href: '/hubs/space', icon: 'rocket', theme: 'space' },
  { key: 'energy', href: '/hubs/sustainable', icon: 'leaf', theme: 'energy' },
  { key: 'security', href: '/technology/secure-communications', icon: 'shield', theme: 'security' },
];

/** A figure in the visitor's locale: 310, 99.82% (99,82 % in German), 3.1 GW. */
function formatFigure({ value, format }: Figure, number: Awaited<ReturnType<typeof getFormatter>>['number']): string {
  switch (format.style) {
    case 'count':
      return number(value);
    case 'percent':
      return number(value, { style: 'percent', minimumFractionDigits: format.fractionDigits });
    case 'unit':
      return `${number(value)} ${format.unit}`;
  }
}

const approach = ['question', 'instrument', 'publish'] as const;

const accent: Record<Theme, string> = {
  quantum: 'text-quantum',
  ai: 'text-ai',
  biotech: 'text-biotech',
  space: 'text-space',
  energy: 'text-energy',
  security: 'text-security',
  company: 'text-company',
};

export async function HomeView() {
  const t = await getTranslations('Home');
  const d = await getTranslations('Dictionary');
  const format = await getFormatter();
  const forms = await getTranslations('Forms');
  const locale = await getLocale();
  return (
    <>
      <PageHero
        backdrop="default"
        size="home"
        eyebrow={t('eyebrow')}
        title={
          <>
            {d('heroHeadlineLead')} <span className="text-hero-accent">{d('heroHeadlineAccent')}</span>
          </>
        }
        lede={d('tagline')}
      >
        <div className="button-row mt-10 flex flex-wrap gap-3">
          <ButtonLink href="/explore" size="lg" variant="onDark">
            {t('primaryCta')}
            <Icon name="arrowRight" size={18} className="flip-rtl" />
          </ButtonLink>
          <ButtonLink href="/consultation" size="lg" variant="onDarkGhost">
            {t('secondaryCta')}
          </ButtonLink>
        </div>
      </PageHero>

      <section aria-label={t('statsLabel')} className="container-page">
        <dl className="-mt-px grid grid-cols-2 border-b border-line lg:grid-cols-4">
          {homeFigures.map((stat) => (
            <div key={stat.key} className="flex flex-col border-line py-8 pe-6 odd:border-e even:ps-6 lg:border-e lg:ps-6 lg:first:ps-0 lg:last:border-e-0">
              <dt className="text-sm text-ink-3">{t(`stats.${stat.key}`)}</dt>
              <dd className="order-first font-mono text-3xl font-semibold tracking-tight text-ink md:text-4xl">
                {/* Isolated, so that in Arabic "3.1 GW" keeps its order instead of becoming "GW 3.1". */}
                <bdi>{formatFigure(stat, format.number)}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <Section title={t('disciplinesTitle')} intro={t('disciplinesIntro')} headingId="disciplines">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {disciplines.map((item) => (
            <li key={item.key}>
              <Link
                href={item.href}
                className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-6 transition-[border-color,translate] duration-300 ease-out-quart hover:-translate-y-0.5 hover:border-line-strong"
              >
                <Icon name={item.icon} size={28} className={accent[item.theme]} />
                {/* Five to a row from 1024 px, where a title may take two lines: each keeps room for two, so the texts under them start level. */}
                <Heading level={3} className="mt-8 lg:min-h-[2lh]">
                  {t(`disciplines.${item.key}.title`)}
                </Heading>
                <p className="mt-2 flex-1 text-sm leading-6 text-ink-2">{t(`disciplines.${item.key}.body`)}</p>
                <span className="mt-6 inline-flex items-center gap-1 text-sm font-medium text-ink">
                  {d('learn_more')}
                  <Icon name="arrowRight" size={16} className="flip-rtl transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('approachTitle')} headingId="approach" className="border-t border-line">
        <ol className="grid gap-10 md:grid-cols-3">
          {approach.map((key, index) => (
            <li key={key} className="relative">
              <span className="font-mono text-sm text-signal">0{index + 1}</span>
              <Heading level={3} className="mt-3">
                {t(`approach.${key}.title`)}
              </Heading>
              <p className="mt-2 leading-7 text-ink-2">{t(`approach.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <LatestPosts title={t('latestTitle')} ctaLabel={t('latestCta')} />

      <section className="container-page pt-4 pb-6" aria-labelledby="home-subscribe">
        <div className="grid gap-6 rounded-3xl border border-line bg-surface px-6 py-10 md:grid-cols-[1fr_minmax(0,28rem)] md:items-center md:px-12">
          <div>
            <h2 id="home-subscribe" className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">
              {d('stayUpdated')}
            </h2>
            <p className="mt-2 max-w-md leading-7 text-ink-2">{forms('subscribe.body')}</p>
          </div>
          <SubscribeIsland texts={await subscribeTexts()} locale={locale} />
        </div>
      </section>

      <section className="container-page pt-10" aria-labelledby="home-cta">
        {/* The hero's dark band in both themes: an inverted (light) band was a glare on the dark canvas. */}
        <div className="relative overflow-hidden rounded-3xl bg-hero px-6 py-14 text-white md:px-14 md:py-20 dark:ring-1 dark:ring-white/10">
          <h2 id="home-cta" className="max-w-2xl text-3xl font-semibold tracking-tight text-balance md:text-4xl">
            {t('ctaTitle')}
          </h2>
          <p className="mt-4 max-w-xl text-lg text-hero-ink-2">{t('ctaBody')}</p>
          <div className="button-row mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/consultation" size="lg" variant="onDark">
              {t('ctaPrimary')}
            </ButtonLink>
            <ButtonLink href="/request-quote" size="lg" variant="onDarkGhost">
              {t('ctaSecondary')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
