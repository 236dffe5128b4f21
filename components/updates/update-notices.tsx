'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { TOAST_AUTO_RELOAD, UPDATE_BANNER_LIFETIME, UPDATE_COUNTDOWN } from '@/lib/constants';
import { haptic } from '@/lib/haptics';
import { toast } from '@/lib/toast/store';
import { clearCachesAndReload } from '@/lib/updates/reload';
import type { UpdateSource } from '@/lib/updates/version-check';

/** Auto-update is off by default (spec 9); when on, the page reloads 3 s after an update appears. */
export const AUTO_UPDATE = process.env.NEXT_PUBLIC_AUTO_UPDATE === 'true';

const reload = () => {
  haptic('medium');
  window.location.reload();
};

/**
 * The spec's update notices: the toast 'New Version Available' with Update Now, the card with
 * the 10-second countdown, the banner with Refresh Now and dismiss, and (for a new service
 * worker) the toast 'Update Available' with Refresh, gone after 30 s.
 */
export function UpdateNotices({ source }: { source: UpdateSource }) {
  const t = useTranslations('Shell');
  const common = useTranslations('Common');
  const [seconds, setSeconds] = useState(Math.round(UPDATE_COUNTDOWN / 1000));
  const [bannerOpen, setBannerOpen] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const banner = useRef<HTMLDivElement>(null);

  // The banner sits above the fixed header rather than over it: its height moves the header (and
  // the page under it) down through --banner-offset, kept in step as the banner wraps or closes.
  useLayoutEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!element) return;
    const observer = new ResizeObserver(() => root.style.setProperty('--banner-offset', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--banner-offset');
    };
  }, [bannerOpen]);

  useEffect(() => {
    const shown =
      source === 'service-worker'
        ? toast({ title: t('swUpdateTitle'), description: t('swUpdateBody'), action: { label: t('refresh'), onClick: reload }, duration: UPDATE_BANNER_LIFETIME })
        : // Stays until acted on or closed: the visitor decides when to update.
          toast({ title: t('updateToastTitle'), action: { label: t('updateNow'), onClick: reload }, duration: Infinity });
    const timers = [source === 'service-worker' ? setTimeout(shown.dismiss, UPDATE_BANNER_LIFETIME) : undefined, AUTO_UPDATE ? setTimeout(reload, TOAST_AUTO_RELOAD) : undefined];
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, [source, t]);

  // The countdown only displays (spec 4): the reload is not fired by it.
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const refreshNow = () => {
    setRefreshing(true);
    void clearCachesAndReload();
  };

  return (
    <>
      {/* Above Back and Home on wide screens; under the header on phones, where the toast takes the bottom. */}
      <section
        data-testid="update-card"
        aria-labelledby="update-card-title"
        className="fixed start-4 bottom-20 z-[75] w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-4 text-ink shadow-2xl max-sm:top-[calc(var(--shell-offset,0px)+4.5rem)] max-sm:bottom-auto"
      >
        <h2 id="update-card-title" className="font-semibold">
          {t('updateToastTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-2" aria-live="off">
          {t('autoReload', { seconds })}
        </p>
        <Button className="mt-3" onClick={reload}>
          {t('updateNow')}
        </Button>
      </section>
      {bannerOpen ? (
        <div ref={banner} role="status" data-testid="update-banner" className="fixed inset-x-0 top-0 z-[65] flex flex-wrap items-center justify-center gap-3 bg-ink px-4 py-2.5 text-sm text-canvas">
          <span>{t('updateBanner')}</span>
          <Button variant="contrast" className="h-8" onClick={refreshNow} disabled={refreshing} aria-busy={refreshing}>
            {refreshing ? <span aria-hidden="true" className="h-3.5 w-3.5 animate-[spin_0.8s_linear_infinite] rounded-full border-2 border-current border-t-transparent" /> : <Icon name="refresh" size={14} />}
            {t('refreshNow')}
          </Button>
          <button type="button" onClick={() => setBannerOpen(false)} aria-label={common('dismiss')} className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-canvas/15">
            <Icon name="close" size={16} />
          </button>
        </div>
      ) : null}
    </>
  );
}
