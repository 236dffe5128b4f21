'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LanguagePicker } from '@/components/shell/language-picker';
import { MotionToggle } from '@/components/shell/motion-toggle';
import { ThemeMenu } from '@/components/shell/theme-menu';
import { Icon, type IconName } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ConsentSummary } from './consent-summary';

/** The DOM event the cookie-consent banner listens for to open its preferences. */
export const OPEN_COOKIE_BANNER_EVENT = 'tessellon:open-cookie-banner';

export function openCookiePreferences() {
  document.dispatchEvent(new CustomEvent(OPEN_COOKIE_BANNER_EVENT, { bubbles: true }));
}

function Row({ icon, title, body, children, testId, extra }: { icon: IconName; title: string; body: string; children: ReactNode; testId: string; extra?: ReactNode }) {
  return (
    <li className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between md:p-6" data-testid={testId}>
      <div className="flex gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-2 text-ink">
          <Icon name={icon} size={18} />
        </span>
        <div>
          <h3 className="font-semibold text-ink">{title}</h3>
          <p className="mt-1 max-w-[52ch] text-sm leading-6 text-ink-2">{body}</p>
          {extra}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2 ps-14 sm:ps-0">{children}</div>
    </li>
  );
}

/** Language, theme, motion and cookie preferences in one place, with the shell's own controls. */
export default function SettingsPanel() {
  const t = useTranslations('Forms.settings');
  const hydrated = useHydrated();
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-surface" data-ready={hydrated || undefined}>
      <Row icon="globe" title={t('language')} body={t('languageBody')} testId="settings-language">
        <LanguagePicker align="settings-row" className="rounded-full border border-line-strong" />
      </Row>
      <Row icon="sun" title={t('theme')} body={t('themeBody')} testId="settings-theme">
        <ThemeMenu align="settings-row" className="rounded-full border border-line-strong" />
      </Row>
      <Row icon="motion" title={t('motion')} body={t('motionBody')} testId="settings-motion">
        <MotionToggle withLabel className="border border-line-strong px-4" />
      </Row>
      <Row icon="shield" title={t('cookies')} body={t('cookiesBody')} testId="settings-cookies" extra={<ConsentSummary />}>
        <button
          type="button"
          onClick={openCookiePreferences}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-line-strong px-4 text-sm font-medium text-ink hover:border-ink"
          data-testid="open-cookie-preferences"
        >
          {t('cookiesButton')}
        </button>
      </Row>
    </ul>
  );
}

export { SettingsPanel };
