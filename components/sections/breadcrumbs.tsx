import { getLocale, getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import type { Crumb } from '@/lib/content/trail';
import { contentLanguage } from '@/lib/i18n/content-language';
import { Link } from '@/components/ui/link';
import { navKeyOf } from '@/components/shell/main-nav';

export async function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = await getTranslations('Common');
  const nav = await getTranslations('Nav');
  // Home and the main sections ("Products") are the interface's words, as in the header; every
  // other crumb is a page's English name.
  const content = contentLanguage(await getLocale());
  return (
    <nav aria-label={t('breadcrumb')} className="container-page pt-4 pb-3">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-3">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          const section = last ? undefined : navKeyOf(crumb.path);
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {index > 0 ? <Icon name="chevronRight" size={14} className="flip-rtl" /> : null}
              {last ? (
                <span aria-current="page" className="max-w-[24ch] truncate text-ink-2" {...(index > 0 ? content : {})}>
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="underline-offset-4 hover:text-ink hover:underline" {...(index > 0 && !section ? content : {})}>
                  {section ? nav(section) : crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
