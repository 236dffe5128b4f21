'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { isSearchShortcut } from '@/lib/search/shortcut';

// The dialog's code loads on first use only.
const SearchDialog = dynamic(() => import('./search-dialog').then((module) => module.SearchDialog), { ssr: false });

/** The header's search button and the `/` and Ctrl/Cmd+K shortcut. */
export function SearchLauncher() {
  const t = useTranslations('Search');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('openHint')}
        title={t('openHint')}
        onClick={() => setOpen(true)}
        data-testid="search-launcher"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-2 transition-colors hover:bg-surface-2 hover:text-ink"
      >
        <Icon name="search" size={18} />
      </button>
      {open ? <SearchDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
