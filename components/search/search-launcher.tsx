import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { SEARCH_LAUNCHER_ATTRIBUTE } from '@/lib/search/shortcut';

/**
 * The header's search control: a plain link to /search, so it costs no first-load JavaScript and
 * works before (or without) any script. Once the browser is idle, SearchShortcut takes it over and
 * opens the search dialog instead, together with the `/` and Ctrl/Cmd+K shortcut. Not prefetched:
 * /search renders per request, and its prefetch on every page (one per visible launcher) was
 * cancelled when the page settled.
 */
export async function SearchLauncher() {
  const t = await getTranslations('Search');
  return (
    <Link
      href="/search"
      prefetch={false}
      {...{ [SEARCH_LAUNCHER_ATTRIBUTE]: '' }}
      aria-label={t('openHint')}
      title={t('openHint')}
      data-testid="search-launcher"
      className="icon-btn shrink-0 transition-colors"
    >
      <Icon name="search" size={18} />
    </Link>
  );
}
