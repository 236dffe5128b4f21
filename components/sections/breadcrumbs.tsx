import { getLocale, getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import type { Crumb } from '@/lib/content/trail';
import { contentLanguage } from '@/lib/i18n/content-language';
import { Link } from '@/components/ui/link';
import { navKeyOf } from '@/components/shell/main-nav';
import { footerKeyOf } from '@/components/shell/site-footer';

export async function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = await getTranslations('Common');
  const nav = await getTranslations('Nav');
  const footer = await getTranslations('Footer.links');
  // Home, the main sections ("Products") and the pages the footer names ("Blog", "Careers") are the
  // interface's words, as in the header and the footer; every other crumb is a page's English name.
  const interfaceName = (path: string) => {
    const section = navKeyOf(path);
    if (section) return nav(section);
    const linked = footerKeyOf(path);
    return linked ? footer(linked) : undefined;
  };
  const content = contentLanguage(await getLocale());
  return (
    <nav aria-label={t('breadcrumb')} className="container-page pt-4 pb-3">
      {/* One line at every width (wrapped at 390 px, the second line began with a lone chevron): the
          ancestors keep their short names whole and the current page's name, cut at 24ch anyway,
          gives up what does not fit. */}
      <ol className="flex items-center gap-1.5 text-sm whitespace-nowrap text-ink-3">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          const named = last ? undefined : interfaceName(crumb.path);
          return (
            <li key={crumb.path} className={last ? 'flex min-w-0 items-center gap-1.5' : 'flex shrink-0 items-center gap-1.5'}>
              {index > 0 ? <Icon name="chevronRight" size={14} className="flip-rtl shrink-0" /> : null}
              {last ? (
                <span aria-current="page" className="max-w-[24ch] truncate text-ink-2" {...(index > 0 ? content : {})}>
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="underline-offset-4 hover:text-ink hover:underline" {...(index > 0 && !named ? content : {})}>
                  {named ?? crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
