'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/cn';

/**
 * What to try after a search found nothing, as the search page and the dialog both say it: the
 * sitemap it suggests is a link, and in the other languages it adds that page texts are English.
 */
export function NoResultsHint({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useTranslations('Search');
  return (
    <p className={cn('text-ink-2', className)} data-testid="search-no-results-hint">
      {t.rich('noResultsHint', {
        sitemap: (chunks) => (
          <Link href="/sitemap" onClick={onNavigate} className="font-medium text-signal underline underline-offset-4">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
