'use client';

import { useTranslations } from 'next-intl';
import { useTheme } from 'next-themes';
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { LanguagePicker } from '@/components/shell/language-picker';
import { MotionToggle } from '@/components/shell/motion-toggle';
import { THEME_OPTIONS } from '@/components/shell/theme-menu';
import { Icon, type IconName } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/use-hydrated';
import { subscribeToRootClass } from '@/lib/dom-subscriptions';
import { REDUCE_MOTION_CLASS } from '@/lib/motion';
import { ConsentSummary } from './consent-summary';

/** The DOM event the cookie-consent banner listens for to open its preferences. */
export const OPEN_COOKIE_BANNER_EVENT = 'tessellon:open-cookie-banner';

export function openCookiePreferences() {
  document.dispatchEvent(new CustomEvent(OPEN_COOKIE_BANNER_EVENT, { bubbles: true }));
}

function Row({ icon, title, body, children, testId, extra, titleId }: { icon: IconName; title: string; body: string; children: ReactNode; testId: string; extra?: ReactNode; titleId?: string }) {
  return (
    <li className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between md:p-6" data-testid={testId}>
      <div className="flex gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-2 text-ink">
          <Icon name={icon} size={18} />
        </span>
        <div>
          <h3 id={titleId} className="font-semibold text-ink">
            {title}
          </h3>
          <p className="mt-1 max-w-[52ch] text-sm leading-6 text-ink-2">{body}</p>
          {extra}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 ps-14 sm:ps-0">{children}</div>
    </li>
  );
}

/**
 * The three themes side by side, each named, the current one marked: here a reader compares them,
 * where the header's compact menu shows an icon only. Nothing is checked until the stored choice is
 * known in the browser.
 */
function ThemeChoice({ labelledBy }: { labelledBy: string }) {
  const t = useTranslations('Accessibility');
  const { theme, setTheme } = useTheme();
  const current = useHydrated() ? (theme ?? 'system') : null;
  return (
    // Separate pills, so that a language whose three words do not fit one phone line wraps them cleanly.
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-wrap gap-2" data-testid="theme-choice">
      {THEME_OPTIONS.map((option) => (
        <label
          key={option.value}
          className="relative inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-line-strong px-4 text-sm font-medium text-ink-2 transition-colors hover:border-ink hover:text-ink has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-canvas has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
        >
          <input type="radio" name="theme" value={option.value} checked={current === option.value} onChange={() => setTheme(option.value)} className="sr-only" />
          {/* Words only on a phone, where the three must fit beside each other under the row's text. */}
          <Icon name={option.icon} size={16} className="max-sm:hidden" />
          {t(option.label)}
        </label>
      ))}
    </div>
  );
}

/** The motion toggle's state in words beside it ("On" / "Off"), not only in its icon and fill. */
function MotionState() {
  const t = useTranslations('Forms.settings');
  const reduced = useSyncExternalStore(subscribeToRootClass, () => document.documentElement.classList.contains(REDUCE_MOTION_CLASS), () => null);
  if (reduced === null) return null;
  return (
    <span className="text-sm text-ink-2" data-testid="motion-state">
      {t(reduced ? 'on' : 'off')}
    </span>
  );
}

/** Language, theme, motion and cookie preferences in one place, with the shell's own controls. */
export default function SettingsPanel() {
  const t = useTranslations('Forms.settings');
  const hydrated = useHydrated();
  const id = useId();
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-surface" data-ready={hydrated || undefined}>
      <Row icon="globe" title={t('language')} body={t('languageBody')} testId="settings-language">
        <LanguagePicker align="settings-row" className="rounded-full border border-line-strong" />
      </Row>
      <Row icon="sun" title={t('theme')} body={t('themeBody')} testId="settings-theme" titleId={`${id}-theme`}>
        <ThemeChoice labelledBy={`${id}-theme`} />
      </Row>
      <Row icon="motion" title={t('motion')} body={t('motionBody')} testId="settings-motion">
        <MotionToggle withLabel className="border border-line-strong px-4" />
        <MotionState />
      </Row>
      <Row icon="shield" title={t('cookies')} body={t('cookiesBody')} testId="settings-cookies" extra={<ConsentSummary />} titleId={`${id}-cookies`}>
        <button
          type="button"
          onClick={openCookiePreferences}
          aria-describedby={`${id}-cookies`}
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
