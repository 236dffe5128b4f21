'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { usePathname } from '@/lib/i18n/navigation';
import { LanguagePicker } from './language-picker';
import { LogoMark } from './logo';
import { MotionToggle } from './motion-toggle';
import { MainNavList } from './main-nav';
import { ThemeMenu } from './theme-menu';

/**
 * The full-screen menu below 1024px. A modal <dialog> traps focus and closes on Escape natively;
 * page scrolling is locked while it is open, and any route change, or any link followed from it
 * (the current page's too), closes it. `getStarted` is the header's call to action, which the bar
 * has no room for below 1024 px: rendered by the server, so it adds nothing to this component's script.
 */
export function MobileMenu({ siteName, className, getStarted }: { siteName: string; className?: string; getStarted: ReactNode }) {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  // Any route change closes the menu (adjusting state during render, not in an effect).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const root = document.documentElement;
    if (open && !element.open) {
      element.showModal();
      root.style.overflow = 'hidden';
    } else if (!open && element.open) {
      element.close();
    }
    if (!open) root.style.overflow = '';
  }, [open]);

  useEffect(() => () => void (document.documentElement.style.overflow = ''), []);

  return (
    <div className={className}>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={t('openMenu')}
        data-testid="menu-button"
        data-needs-script=""
        onClick={() => setOpen(true)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-surface-2"
      >
        <Icon name="menu" size={22} />
      </button>
      {/* Without script the menu cannot open: a "Menu" link to the footer's full list of links takes its place. */}
      <noscript>
        <a href="#site-footer" className="px-2 py-3 font-medium text-ink underline underline-offset-4">
          {t('menuTitle')}
        </a>
      </noscript>
      <dialog
        ref={dialog}
        id="mobile-menu"
        aria-label={t('menuTitle')}
        onClose={() => {
          setOpen(false);
          trigger.current?.focus();
        }}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-canvas p-0 text-ink backdrop:bg-transparent open:flex open:flex-col"
      >
        {/* The menu's contents render only while it is open: closed, they were 5 KB of every page's HTML. */}
        {open && (
          <>
          <div className="flex h-[60px] shrink-0 items-center gap-3 border-b border-line px-5">
            <LogoMark size={26} />
            <span className="text-lg font-semibold tracking-tight">{siteName}</span>
            <button
              type="button"
              aria-label={t('closeMenu')}
              data-testid="menu-close"
              onClick={() => setOpen(false)}
              className="ms-auto inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-surface-2"
            >
              <Icon name="close" size={22} />
            </button>
          </div>
          <nav aria-label={t('mainLabel')} className="flex-1 overflow-y-auto px-3 py-4" onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}>
            <MainNavList variant="menu" />
            {getStarted}
          </nav>
          {/* relative: the language panel anchors to this bar (fits the screen in both directions). */}
          <div className="relative flex shrink-0 items-center gap-2 border-t border-line px-5 py-4">
            <MotionToggle withLabel />
            <LanguagePicker align="bar" />
            <ThemeMenu className="[&>div]:bottom-12 [&>div]:top-auto" />
          </div>
          </>
        )}
      </dialog>
    </div>
  );
}
