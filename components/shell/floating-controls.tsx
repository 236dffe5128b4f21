'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { coversForm, reappearDelay, showScrollToTop } from '@/lib/floating';
import { Link } from '@/components/ui/link';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { REDUCE_MOTION_CLASS } from '@/lib/motion';
import { useFormFocus } from './use-form-focus';

const fab =
  'pointer-events-auto inline-flex h-12 items-center justify-center gap-2 rounded-full border border-line-strong bg-surface/95 text-ink shadow-lg backdrop-blur transition-[opacity,transform] duration-300 ease-out-quart hover:border-ink';

/**
 * Back and Home on every page but the home page; Scroll to top past 300px on wide screens.
 * Back and Home step aside while the visitor scrolls down and return after a pause, while a
 * form control has focus, and while a form lies under them (they would cover its fields and buttons).
 */
export function FloatingControls() {
  const t = useTranslations('Common');
  const pathname = usePathname();
  const router = useRouter();
  const [hidden, setHidden] = useState(false);
  const [toTop, setToTop] = useState(false);
  const lastY = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const editing = useFormFocus();
  const [overForm, setOverForm] = useState(false);
  const layer = useRef<HTMLDivElement>(null);
  const nav = useRef<HTMLDivElement>(null);
  const navHidden = hidden || editing || overForm;

  // What lies under Back and Home: looked at once the page has settled after a scroll, a resize, a
  // change of the page's size (a form that opens a step) or a navigation. Their box is taken where
  // they stand when shown (offsets ignore the hidden state's slide).
  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const outer = layer.current;
      const buttons = nav.current;
      if (!outer || !buttons) return setOverForm(false);
      const box = outer.getBoundingClientRect();
      const at = { left: box.left + buttons.offsetLeft, top: box.top + buttons.offsetTop, width: buttons.offsetWidth, height: buttons.offsetHeight };
      setOverForm(coversForm(at, (x, y) => document.elementsFromPoint(x, y), outer));
    };
    const later = () => {
      clearTimeout(settle);
      settle = setTimeout(look, 150);
    };
    look();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(later);
    resized?.observe(document.body);
    return () => {
      clearTimeout(settle);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      resized?.disconnect();
    };
  }, [pathname]);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const width = window.innerWidth;
      setToTop(showScrollToTop(y, width));
      if (y > lastY.current) {
        setHidden(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setHidden(false), reappearDelay(width));
      } else if (y < lastY.current) {
        clearTimeout(timer.current);
        setHidden(false);
      }
      lastY.current = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      clearTimeout(timer.current);
    };
  }, []);

  const goBack = () => {
    if (window.history.length > 1) router.back();
    else router.push('/');
  };

  const scrollToTop = () => {
    const reduced = document.documentElement.classList.contains(REDUCE_MOTION_CLASS) || matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <div ref={layer} className="pointer-events-none fixed inset-x-0 bottom-4 z-30 [transform:var(--float-lift)] flex items-end justify-between px-4 print:hidden">
      {pathname !== '/' ? (
        <div
          ref={nav}
          data-testid="floating-nav"
          data-hidden={navHidden ? '' : undefined}
          className="flex gap-2 transition-[opacity,translate] duration-300 data-[hidden]:pointer-events-none data-[hidden]:translate-y-4 data-[hidden]:opacity-0"
          inert={navHidden}
        >
          <button type="button" onClick={goBack} className={cn(fab, 'w-12 lg:w-auto lg:px-4')} aria-label={t('goBack')} data-testid="floating-back">
            <Icon name="arrowLeft" size={18} className="flip-rtl" />
            <span className="hidden text-sm font-medium lg:inline">{t('back')}</span>
          </button>
          <Link href="/" className={cn(fab, 'w-12')} aria-label={t('goHome')} data-testid="floating-home">
            <Icon name="home" size={18} />
          </Link>
        </div>
      ) : (
        <span />
      )}
      {toTop ? (
        <button type="button" onClick={scrollToTop} className={cn(fab, 'w-12')} aria-label={t('scrollToTop')} title={t('scrollToTop')} data-testid="scroll-to-top">
          <Icon name="arrowUp" size={18} />
        </button>
      ) : null}
    </div>
  );
}
