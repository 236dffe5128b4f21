'use client';

import type { RealtimeChannel } from '@supabase/supabase-js';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { INBOX_KINDS, INBOX_STATUSES, type InboxItem, type InboxKind, type InboxStatus } from '@/lib/admin/inbox-types';
import { browserSupabase } from '@/lib/supabase/client';

/** How often the view asks for new rows when no realtime channel delivers them (embedded database). */
export const INBOX_POLL_MS = 10_000;
type ChannelState = 'closed' | 'joining' | 'joined' | 'leaving' | 'errored' | 'polling';
const TABLES = ['quote_requests', 'bookings', 'contact_messages', 'subscribers'] as const;

export function InboxView({ initial, realtime }: { initial: InboxItem[]; realtime: boolean }) {
  const t = useTranslations('Admin');
  const format = useFormatter();
  const [items, setItems] = useState(initial);
  const [kinds, setKinds] = useState<InboxKind[]>([...INBOX_KINDS]);
  const [status, setStatus] = useState<InboxStatus>('all');
  const [q, setQ] = useState('');
  const [channel, setChannel] = useState<ChannelState>(realtime ? 'joining' : 'polling');
  const [error, setError] = useState(false);
  const known = useRef(new Set(initial.map((item) => item.reference)));
  const [fresh, setFresh] = useState<Set<string>>(new Set());

  const queryString = useMemo(() => {
    const params = new URLSearchParams();
    for (const kind of kinds) params.append('kind', kind);
    params.set('status', status);
    if (q.trim()) params.set('q', q.trim());
    return params.toString();
  }, [kinds, status, q]);

  const load = useCallback(async () => {
    try {
      const response = await fetch(`/api/admin/inbox?${queryString}`, { cache: 'no-store' });
      if (response.status === 403) return window.location.replace('/?denied=1');
      if (!response.ok) throw new Error(String(response.status));
      const data = (await response.json()) as { items: InboxItem[] };
      const arrived = data.items.filter((item) => !known.current.has(item.reference)).map((item) => item.reference);
      for (const reference of arrived) known.current.add(reference);
      if (arrived.length) setFresh((previous) => new Set([...previous, ...arrived]));
      setItems(data.items);
      setError(false);
    } catch {
      setError(true);
    }
  }, [queryString]);

  // Filters and search ask the server again (debounced for typing).
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load]);

  // New rows without a reload: Supabase Realtime where the site runs on the hosted backend,
  // polling on the embedded database (or whenever the channel is not joined).
  useEffect(() => {
    const supabase = realtime ? browserSupabase() : null;
    let subscription: RealtimeChannel | null = null;
    if (supabase) {
      subscription = supabase.channel('admin-inbox');
      for (const table of TABLES) subscription.on('postgres_changes', { event: '*', schema: 'public', table }, () => void load());
      subscription.subscribe((state) => {
        setChannel(state === 'SUBSCRIBED' ? 'joined' : state === 'CLOSED' ? 'closed' : 'errored');
      });
    }
    const timer = setInterval(() => {
      if (!subscription || subscription.state !== 'joined') void load();
    }, INBOX_POLL_MS);
    return () => {
      clearInterval(timer);
      if (subscription) void supabase?.removeChannel(subscription);
    };
  }, [realtime, load]);

  const toggleHandled = async (item: InboxItem) => {
    const response = await fetch('/api/admin/inbox', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ kind: item.kind, reference: item.reference, handled: !item.handled }) });
    if (response.ok) setItems((current) => current.map((row) => (row.reference === item.reference ? { ...row, handled: !item.handled } : row)));
    else setError(true);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-1 text-sm text-ink">{t('inbox.kinds')}</legend>
          {INBOX_KINDS.map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" checked={kinds.includes(kind)} onChange={(event) => setKinds((current) => (event.target.checked ? [...current, kind] : current.filter((k) => k !== kind)))} />
              {t(`inbox.kind.${kind}`)}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm text-ink">
          {t('inbox.status')}
          <select value={status} onChange={(event) => setStatus(INBOX_STATUSES.find((s) => s === event.target.value) ?? 'all')} className="h-10 rounded-xl border border-line-strong bg-surface px-3 text-ink">
            {INBOX_STATUSES.map((name) => (
              <option key={name} value={name}>
                {t(`inbox.statuses.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-ink">
          {t('search')}
          <input type="search" value={q} onChange={(event) => setQ(event.target.value)} className="h-10 rounded-xl border border-line-strong bg-surface px-3 text-ink" data-testid="inbox-search" />
        </label>
        <a href={`/api/admin/inbox?${queryString}&format=csv`} download className="inline-flex h-10 items-center rounded-full border border-line-strong bg-surface px-4 text-sm font-medium text-ink hover:border-ink" data-testid="inbox-csv">
          {t('inbox.exportCsv')}
        </a>
      </div>
      <p className="text-sm text-ink-2" data-testid="inbox-channel">
        {t('inbox.live', { state: t(`inbox.channel.${channel}`) })}
      </p>
      {error ? <p role="alert" className="font-medium text-security">{t('loadFailed')}</p> : null}
      <p role="status" className="text-ink-2">{t('inbox.count', { count: items.length })}</p>
      <ul className="space-y-3" data-testid="inbox-list">
        {items.map((item) => (
          <li key={`${item.kind}-${item.reference}`} className="rounded-2xl border border-line bg-surface p-4" data-reference={item.reference}>
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <p className="font-semibold text-ink">
                <span className="me-2 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-ink">{t(`inbox.kind.${item.kind}`)}</span>
                <span className="font-mono">{item.reference}</span>
                {fresh.has(item.reference) ? <span className="ms-2 text-sm font-medium text-signal">{t('inbox.new')}</span> : null}
              </p>
              <time dateTime={item.createdAt} className="text-sm text-ink-2">
                {format.dateTime(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </div>
            <p className="mt-2 text-ink">
              {[item.name, item.email, item.company, item.phone].filter(Boolean).join(' · ')}
            </p>
            <p className="text-sm text-ink-2">{item.summary}</p>
            {item.body ? <p className="mt-2 whitespace-pre-line text-ink-2">{item.body}</p> : null}
            <Button variant={item.handled ? 'secondary' : 'primary'} className="mt-3" aria-pressed={item.handled} onClick={() => void toggleHandled(item)}>
              {item.handled ? t('inbox.handled') : t('inbox.markHandled')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
