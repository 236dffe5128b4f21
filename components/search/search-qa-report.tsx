import { getLocale, getTranslations } from 'next-intl/server';
import { search } from '@/lib/search/engine';
import { runGolden } from '@/lib/search/golden';
import { directionOf } from '@/lib/i18n/locales';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * The golden queries run against the index of this release (the page is built with the site, as
 * the index is): hits and misses, the rank of the first expected page and the top three scores.
 */
export async function SearchQaReport() {
  const t = await getTranslations('Search.qa');
  const locale = await getLocale();
  const { results, top3, top1 } = runGolden(search);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const hits = results.filter((result) => result.rank !== null && result.rank <= 3).length;
  const first = results.filter((result) => result.rank === 1).length;
  return (
    <section aria-labelledby="golden-queries" className="container-page mt-14" data-testid="search-qa">
      <h2 id="golden-queries" className="text-2xl font-semibold tracking-tight text-ink">
        {t('heading')}
      </h2>
      <p className="mt-3 text-ink-2" data-testid="search-qa-summary" data-top3={top3.toFixed(3)} data-top1={top1.toFixed(3)}>
        {t('summary', { hits, total: results.length, percent: percent.format(top3), first })}
      </p>
      <ScrollRegion className="mt-6 overflow-x-auto rounded-2xl border border-line" role="region" aria-labelledby="golden-queries">
        <table className="w-full min-w-[48rem] text-start text-sm">
          <thead className="bg-surface-2 text-ink">
            <tr>
              <th scope="col" className="p-3 text-start">{t('query')}</th>
              <th scope="col" className="p-3 text-start">{t('kind')}</th>
              <th scope="col" className="p-3 text-start">{t('rank')}</th>
              <th scope="col" className="p-3 text-start">{t('expected')}</th>
              <th scope="col" className="p-3 text-start">{t('top')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line bg-surface text-ink-2">
            {results.map((result) => {
              const hit = result.rank !== null && result.rank <= 3;
              return (
                <tr key={result.query} data-hit={hit ? 'true' : 'false'}>
                  <th scope="row" className="p-3 text-start font-mono font-medium text-ink" lang={result.locale ?? 'en'} dir={directionOf(result.locale ?? 'en')}>
                    {result.query}
                  </th>
                  <td className="p-3">{t(`kinds.${result.kind}`)}</td>
                  <td className="p-3 whitespace-nowrap">
                    <span className={hit ? 'font-semibold text-ink' : 'font-semibold text-ember'}>{hit ? t('hit') : t('miss')}</span> · {result.rank ?? t('notFound')}
                  </td>
                  <td className="p-3 font-mono text-xs" dir="ltr">
                    {result.expect.join(' ')}
                  </td>
                  <td className="p-3">
                    <ol className="list-decimal space-y-1 ps-4" lang="en" dir="ltr">
                      {result.top.map((top) => (
                        <li key={top.url}>
                          <span className="font-mono text-xs">{top.url}</span> ({top.score.toFixed(1)})
                        </li>
                      ))}
                    </ol>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
