'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { readHead, type PageHead } from '@/lib/seo/audit';

/** Search-result and social-card previews of any page of the site, read from the page as served. */
export function SeoTools({ paths }: { paths: readonly string[] }) {
  const t = useTranslations('Admin');
  const [head, setHead] = useState<PageHead | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('path');
    const path = typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
    setError(null);
    if (!path) return setError(t('seoTools.invalidPath'));
    try {
      const response = await fetch(path, { headers: { accept: 'text/html' }, cache: 'no-store' });
      setHead(readHead(path, await response.text(), response.status));
    } catch {
      setError(t('loadFailed'));
    }
  };

  const host = head?.canonical ? new URL(head.canonical).host : '';
  const crumbs = head?.canonical ? new URL(head.canonical).pathname.split('/').filter(Boolean).join(' › ') : '';

  return (
    <div className="space-y-8">
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-72 flex-col gap-1 text-sm text-ink">
          {t('seoTools.pathLabel')}
          <input name="path" list="seo-paths" defaultValue="/" required spellCheck={false} className="h-10 rounded-xl border border-control-line bg-surface px-3 font-mono text-ink" />
          <datalist id="seo-paths">
            {paths.map((path) => (
              <option key={path} value={path} />
            ))}
          </datalist>
        </label>
        <Button type="submit">{t('seoTools.preview')}</Button>
      </form>
      {error ? <p role="alert" className="font-medium text-security">{error}</p> : null}
      {head ? (
        <div className="grid gap-8 lg:grid-cols-2" data-testid="seo-previews">
          <section aria-labelledby="serp-heading" className="space-y-3">
            <h2 id="serp-heading" className="text-lg font-semibold text-ink">{t('seoTools.searchResult')}</h2>
            <div className="rounded-2xl border border-line bg-white p-5 text-[#202124]" lang="en">
              <p className="text-sm text-[#4d5156]">{host}{crumbs ? ` › ${crumbs}` : ''}</p>
              <p className="mt-1 text-xl text-[#1a0dab]">{head.title.length > 60 ? `${head.title.slice(0, 59)}…` : head.title}</p>
              <p className="mt-1 text-sm text-[#4d5156]">{head.description.length > 160 ? `${head.description.slice(0, 159)}…` : head.description}</p>
            </div>
            <p className="text-sm text-ink-2">{t('seoTools.lengths', { title: head.title.length, description: head.description.length })}</p>
            {head.noindex ? <p className="text-sm font-medium text-security">{t('seo.issues.noindex')}</p> : null}
          </section>
          <section aria-labelledby="card-heading" className="space-y-3">
            <h2 id="card-heading" className="text-lg font-semibold text-ink">{t('seoTools.socialCard')}</h2>
            <div className="overflow-hidden rounded-2xl border border-line bg-surface" lang="en">
              {head.ogImage ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={new URL(head.ogImage).pathname} alt="" width={1200} height={630} className="aspect-[1200/630] w-full object-cover" />
              ) : (
                <p className="p-5 font-medium text-security">{t('seo.issues.ogImageMissing')}</p>
              )}
              <div className="p-4">
                <p className="text-xs uppercase text-ink-3">{host}</p>
                <p className="font-semibold text-ink">{head.ogTitle ?? head.title}</p>
                <p className="text-sm text-ink-2">{head.ogDescription ?? head.description}</p>
              </div>
            </div>
            <p className="text-sm text-ink-2">{t('seoTools.card', { card: head.twitterCard ?? '—' })}</p>
          </section>
        </div>
      ) : null}
    </div>
  );
}
