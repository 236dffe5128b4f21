'use client';

import { useTranslations } from 'next-intl';
import { useTheme } from 'next-themes';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/use-hydrated';
import { cn } from '@/lib/cn';
import { POPOVER_ALIGN, PopoverTrigger, type PopoverAlign } from './popover-trigger';
import { moveFocus, useDismiss } from './use-dismiss';

/** The three themes, their names (Accessibility messages) and icons: this menu's and /settings' choice. */
export const THEME_OPTIONS: readonly { value: 'light' | 'dark' | 'system'; label: 'themeLight' | 'themeDark' | 'themeSystem'; icon: IconName }[] = [
  { value: 'light', label: 'themeLight', icon: 'sun' },
  { value: 'dark', label: 'themeDark', icon: 'moon' },
  { value: 'system', label: 'themeSystem', icon: 'monitor' },
];

/** Light, Dark, System: a menu of radio items, under the trigger's end edge unless `align` says otherwise. */
export function ThemeMenu({ className, align = 'end' }: { className?: string; align?: PopoverAlign }) {
  const t = useTranslations('Accessibility');
  const { theme, setTheme, resolvedTheme } = useTheme();
  // The stored theme is only known in the browser; the server renders the neutral state.
  const mounted = useHydrated();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, menu, trigger, close);
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  const current = mounted ? (theme ?? 'system') : 'system';
  const icon: IconName = !mounted ? 'monitor' : current === 'system' ? 'monitor' : resolvedTheme === 'dark' ? 'moon' : 'sun';

  return (
    <div className={cn('relative', className)}>
      <PopoverTrigger
        ref={trigger}
        popup="menu"
        open={open}
        controls={menuId}
        aria-label={t('changeTheme')}
        data-testid="theme-trigger"
        onClick={() => setOpen((value) => !value)}
        className="icon-btn"
      >
        <Icon name={icon} size={18} />
      </PopoverTrigger>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('theme')}
          onKeyDown={(event) => moveFocus(event, Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []))}
          // w-max: as wide as its longest label, so none wraps ("حسب النظام" did in a fixed 11 rem).
          className={cn('absolute top-12 z-50 w-max min-w-44 rounded-2xl border border-line bg-surface p-1.5 shadow-xl', POPOVER_ALIGN[align])}
        >
          {THEME_OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              role="menuitemradio"
              aria-checked={current === option.value}
              onClick={() => {
                setTheme(option.value);
                close();
                trigger.current?.focus();
              }}
              className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-sm text-ink-2 hover:bg-surface-2 hover:text-ink aria-checked:font-semibold aria-checked:text-ink"
            >
              <Icon name={option.icon} size={16} />
              <span className="flex-1">{t(option.label)}</span>
              {current === option.value ? <Icon name="check" size={16} /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
