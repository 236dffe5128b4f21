'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { storageKeys } from '@/lib/storage-keys';
import { subscribeToRootClass } from '@/lib/dom-subscriptions';
import { MOTION_OK_CLASS, REDUCE_MOTION_CLASS } from '@/lib/motion';

/** Toggles reduced motion; the choice is stored and applied as a class on <html>. */
export function MotionToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const t = useTranslations('Accessibility');
  // The class on <html> is the state (set before paint by the bootstrap script); null on the server.
  const reduced = useSyncExternalStore(subscribeToRootClass, () => document.documentElement.classList.contains(REDUCE_MOTION_CLASS), () => null);

  const toggle = () => {
    const next = !reduced;
    const classes = document.documentElement.classList;
    classes.toggle(REDUCE_MOTION_CLASS, next);
    classes.toggle(MOTION_OK_CLASS, !next);
    try {
      localStorage.setItem(storageKeys.reduceMotion, String(next));
      localStorage.setItem(storageKeys.reduceAnimations, String(next));
    } catch {
      // Storage can be unavailable (private mode); the class still applies for this visit.
    }
  };

  const label = reduced ? t('enableMotion') : t('reduceMotion');
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={reduced ?? false}
      aria-label={withLabel ? undefined : t('reduceMotion')}
      title={label}
      data-testid="motion-toggle"
      className={cn('icon-btn', className)}
    >
      <Icon name={reduced ? 'pause' : 'motion'} size={18} />
      {withLabel ? <span className="text-sm font-medium">{t('reduceMotion')}</span> : null}
    </button>
  );
}
