'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { issueCounts, type AuditIssue, type AuditRow } from '@/lib/seo/audit';
import { TableScroll } from '@/components/ui/table-scroll';

const ISSUES: AuditIssue[] = ['httpError', 'titleMissing', 'titleShort', 'titleLong', 'descriptionMissing', 'descriptionShort', 'descriptionLong', 'duplicateTitle', 'duplicateDescription', 'ogImageMissing', 'canonicalMissing', 'hreflangIncomplete', 'noindex', 'jsonLdMissing'];

export function SeoDashboard({ locales }: { locales: readonly string[] }) {
  const t = useTranslations('Admin');
  const [locale, setLocale] = useState('en');
  const [rows, setRows] = useState<AuditRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [issue, setIssue] = useState<AuditIssue | ''>('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    let cancelled = false;
    // Reset for the newly chosen locale, then load its audit.
    void Promise.resolve().then(() => {
      if (cancelled) return;
      setRows(null);
      setFailed(false);
    });
    fetch(`/api/admin/seo-audit?locale=${encodeURIComponent(locale)}`, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ rows: AuditRow[] }>) : Promise.reject(new Error(String(response.status)))))
      .then((data) => !cancelled && setRows(data.rows))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const counts = useMemo(() => (rows ? issueCounts(rows) : {}), [rows]);
  const shown = useMemo(
    () => (rows ?? []).filter((row) => (!issue || row.issues.includes(issue)) && (!query || `${row.path} ${row.title}`.toLowerCase().includes(query.toLowerCase()))),
    [rows, issue, query],
  );
  // The table's caption, and the name of the box it scrolls in.
  const caption = t('seo.caption', { shown: shown.length });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm text-ink">
          {t('seo.locale')}
          <select value={locale} onChange={(event) => setLocale(event.target.value)} className="h-10 rounded-xl border border-control-line bg-surface px-3 text-ink">
            {locales.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-ink">
          {t('seo.issueFilter')}
          <select value={issue} onChange={(event) => setIssue(ISSUES.find((name) => name === event.target.value) ?? '')} className="h-10 rounded-xl border border-control-line bg-surface px-3 text-ink">
            <option value="">{t('seo.allPages')}</option>
            {ISSUES.map((name) => (
              <option key={name} value={name}>
                {t(`seo.issues.${name}`)} ({counts[name] ?? 0})
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-ink">
          {t('search')}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} className="h-10 rounded-xl border border-control-line bg-surface px-3 text-ink" />
        </label>
      </div>
      {failed ? <p role="alert" className="font-medium text-security">{t('loadFailed')}</p> : null}
      {!rows && !failed ? <p role="status" className="text-ink-3">{t('seo.auditing')}</p> : null}
      {rows ? (
        <>
          <p role="status" className="text-ink-2" data-testid="seo-summary">
            {t('seo.summary', { pages: rows.length, clean: rows.filter((row) => row.issues.every((name) => name === 'noindex')).length })}
          </p>
          {/* Wider than a phone: it scrolls in its box, a tab stop then, its end edge fading while more columns lie beyond. */}
          <TableScroll label={caption}>
            <table className="w-full min-w-[56rem] text-start text-sm" data-testid="seo-table">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-surface-2 text-ink">
                <tr>
                  <th scope="col" className="p-3">{t('seo.page')}</th>
                  <th scope="col" className="p-3">{t('seo.titleLength')}</th>
                  <th scope="col" className="p-3">{t('seo.descriptionLength')}</th>
                  <th scope="col" className="p-3">{t('seo.hreflang')}</th>
                  <th scope="col" className="p-3">{t('seo.jsonLd')}</th>
                  <th scope="col" className="p-3">{t('seo.issuesColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.path} className="border-t border-line align-top">
                    <td className="p-3">
                      <a href={row.path} className="font-mono text-ink underline underline-offset-2">{row.path}</a>
                      <div className="text-ink-2" lang="en">{row.title}</div>
                    </td>
                    <td className="p-3 tabular-nums text-ink">{row.title.length}</td>
                    <td className="p-3 tabular-nums text-ink">{row.description.length}</td>
                    <td className="p-3 tabular-nums text-ink">{row.hreflang.length}</td>
                    <td className="p-3 text-ink-2">{row.jsonLdTypes.join(', ') || '—'}</td>
                    <td className="p-3">
                      {row.issues.length ? (
                        <ul className="space-y-1">
                          {row.issues.map((name) => (
                            <li key={name} className={name === 'noindex' ? 'text-ink-2' : 'font-medium text-security'}>{t(`seo.issues.${name}`)}</li>
                          ))}
                        </ul>
                      ) : (
                        <span className="text-ink-2">{t('seo.noIssues')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      ) : null}
    </div>
  );
}
