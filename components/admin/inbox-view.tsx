'use client';

import type { RealtimeChannel } from '@supabase/supabase-js';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  appendPage,
  INBOX_KINDS,
  INBOX_PAGE_SIZE,
  INBOX_STATUSES,
  inboxParams,
  mergeRefresh,
  previewOf,
  type InboxItem,
  type InboxKind,
  type InboxPage,
  type InboxStatus,
} from '@/lib/admin/inbox-types';
import { PRIVACY_STATES, type BookingTopic, type ContactSubject, type PrivacyRelationship, type PrivacyRequestType, type PrivacyState, type QuoteBudget, type QuoteTimeline } from '@/lib/forms/schemas';
import { browserSupabase } from '@/lib/supabase/client';
import { deniedLocation } from '@/lib/auth/guard';
import { localePrefixOf } from '@/lib/i18n/locale-prefix';

/** How often the view asks for new rows when no realtime channel delivers them (embedded database). */
export const INBOX_POLL_MS = 10_000;
type ChannelState = 'closed' | 'joining' | 'joined' | 'leaving' | 'errored' | 'polling';
const TABLES = ['quote_requests', 'bookings', 'contact_messages', 'subscribers', 'privacy_requests'] as const;

/** The items shown and the filters (as URL parameters) they were loaded for. */
type Shown = InboxPage & { filters: string };

const DEFAULT_FILTERS = inboxParams({ kinds: [...INBOX_KINDS], status: 'all', q: '' }).toString();
const titleId = (item: InboxItem) => `inbox-${item.kind}-${item.id}`;

/**
 * One page of the inbox API; null when the session lost the role: the browser is then on its way to
 * `denied`, the reader's home page with the Access Denied toast, as the server's guard sends it.
 */
async function fetchPage(query: string, denied: string): Promise<InboxPage | null> {
  const response = await fetch(`/api/admin/inbox?${query}`, { cache: 'no-store' });
  if (response.status === 403) {
    window.location.replace(denied);
    return null;
  }
  if (!response.ok) throw new Error(String(response.status));
  const { items, total, next } = (await response.json()) as InboxPage;
  return { items, total, next };
}

/**
 * The admin inbox: filters, a page of items at a time ("Load more", with the number of matching
 * items), new rows without a reload (realtime or polling), and the CSV export of every match.
 */
export function InboxView({ initial, realtime, interestLabels = {} }: { initial: InboxPage; realtime: boolean; interestLabels?: Record<string, string> }) {
  const t = useTranslations('Admin');
  const locale = useLocale();
  const denied = deniedLocation(localePrefixOf(locale));
  const [kinds, setKinds] = useState<InboxKind[]>([...INBOX_KINDS]);
  const [status, setStatus] = useState<InboxStatus>('all');
  const [q, setQ] = useState('');
  const [list, setList] = useState<Shown>(() => ({ ...initial, filters: DEFAULT_FILTERS }));
  // The same list, for requests that finish after other renders (polling, Load more, toggling).
  const current = useRef(list);
  const [channel, setChannel] = useState<ChannelState>(realtime ? 'joining' : 'polling');
  const [error, setError] = useState<'load' | 'save' | null>(null);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const [loadingMore, setLoadingMore] = useState(false);
  const focusAfterLoad = useRef<string | null>(null);
  const requests = useRef(0);

  const filters = useMemo(() => inboxParams({ kinds, status, q }).toString(), [kinds, status, q]);
  const noKinds = kinds.length === 0;

  const show = useCallback((next: Shown, arrived: string[] = []) => {
    current.current = next;
    setList(next);
    if (arrived.length) setFresh((previous) => new Set([...previous, ...arrived]));
  }, []);

  // The first page again: for other filters it replaces the list; for the same ones (polling,
  // realtime) it is merged in, keeping what "Load more" added below it.
  const load = useCallback(async () => {
    const request = ++requests.current;
    // No kind ticked: nothing to list (the server agrees: `kind=` selects nothing), so no request.
    if (!kinds.length) {
      setError(null);
      return show({ items: [], total: 0, next: null, filters });
    }
    try {
      const page = await fetchPage(`${filters}&limit=${INBOX_PAGE_SIZE}`, denied);
      if (!page || request !== requests.current) return;
      const shown = current.current;
      if (shown.filters !== filters) show({ ...page, filters });
      else {
        const { arrived, ...merged } = mergeRefresh(shown, page);
        show({ ...merged, filters }, arrived);
      }
      setError(null);
    } catch {
      if (request === requests.current) setError('load');
    }
  }, [denied, filters, kinds.length, show]);

  const loadMore = async () => {
    const shown = current.current;
    if (!shown.next) return;
    setLoadingMore(true);
    try {
      const page = await fetchPage(`${shown.filters}&limit=${INBOX_PAGE_SIZE}&after=${encodeURIComponent(shown.next)}`, denied);
      if (!page || current.current.filters !== shown.filters) return;
      const known = new Set(current.current.items.map((item) => item.key));
      const first = page.items.find((item) => !known.has(item.key));
      focusAfterLoad.current = first ? titleId(first) : null;
      show({ ...appendPage(current.current, page), filters: shown.filters });
      setError(null);
    } catch {
      setError('load');
    } finally {
      setLoadingMore(false);
    }
  };

  // After "Load more", focus moves to the first item it added (the button may be gone).
  useEffect(() => {
    if (!focusAfterLoad.current) return;
    document.getElementById(focusAfterLoad.current)?.focus();
    focusAfterLoad.current = null;
  }, [list]);

  // Filters and search ask the server again (debounced for typing).
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load]);

  // New rows without a reload: Supabase Realtime where the site runs on the hosted backend,
  // polling on the embedded database (or whenever the channel is not joined).
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  }, [load]);
  useEffect(() => {
    const supabase = realtime ? browserSupabase() : null;
    let subscription: RealtimeChannel | null = null;
    if (supabase) {
      subscription = supabase.channel('admin-inbox');
      for (const table of TABLES) subscription.on('postgres_changes', { event: '*', schema: 'public', table }, () => void latestLoad.current());
      subscription.subscribe((state) => {
        setChannel(state === 'SUBSCRIBED' ? 'joined' : state === 'CLOSED' ? 'closed' : 'errored');
      });
    }
    const timer = setInterval(() => {
      if (!subscription || subscription.state !== 'joined') void latestLoad.current();
    }, INBOX_POLL_MS);
    return () => {
      clearInterval(timer);
      if (subscription) void supabase?.removeChannel(subscription);
    };
  }, [realtime]);

  // A refresh sent before a save may have been answered before the save committed: its page would
  // put the old state back over the saved one. Such refreshes are dropped; the next one is fresh.
  const discardRefreshesInFlight = () => {
    requests.current += 1;
  };

  const toggleHandled = async (item: InboxItem) => {
    try {
      const response = await fetch('/api/admin/inbox', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ kind: item.kind, reference: item.reference, handled: !item.handled }) });
      if (!response.ok) throw new Error(String(response.status));
      discardRefreshesInFlight();
      const shown = current.current;
      show({ ...shown, items: shown.items.map((row) => (row.key === item.key ? { ...row, handled: !item.handled } : row)) });
      setError(null);
    } catch {
      setError('save');
    }
  };

  // A privacy request moves through its five states (PATCH /api/admin/privacy); handled = completed or closed.
  // Resolves to whether the new state was saved.
  const changeState = async (item: InboxItem, next: PrivacyState): Promise<boolean> => {
    try {
      const response = await fetch('/api/admin/privacy', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reference: item.reference, state: next }) });
      if (response.status === 403) {
        window.location.replace(denied);
        return false;
      }
      if (!response.ok) throw new Error(String(response.status));
      const { stateChangedAt } = (await response.json()) as { stateChangedAt: string };
      discardRefreshesInFlight();
      const shown = current.current;
      show({
        ...shown,
        items: shown.items.map((row) =>
          row.key === item.key && row.details.kind === 'privacy'
            ? { ...row, handled: next === 'completed' || next === 'closed', details: { ...row.details, state: next, stateChangedAt } }
            : row,
        ),
      });
      setError(null);
      return true;
    } catch {
      setError('save');
      return false;
    }
  };

  const items = useMemo(() => (noKinds ? [] : list.items), [noKinds, list.items]);

  // A refresh can take the item that holds the focus out of the view (reopened while the filter
  // shows Handled items, or handled by a colleague): the focus goes to the item now in its place,
  // or to the count when none is left, instead of falling back to the page's start.
  const focusedKey = useRef<string | null>(null);
  const shownKeys = useRef<string[]>([]);
  const countRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const keys = items.map((item) => item.key);
    const gone = focusedKey.current;
    if (gone && !keys.includes(gone) && (!document.activeElement || document.activeElement === document.body)) {
      focusedKey.current = null;
      const successor = items[Math.min(Math.max(shownKeys.current.indexOf(gone), 0), items.length - 1)];
      (successor ? document.getElementById(titleId(successor)) : countRef.current)?.focus();
    }
    shownKeys.current = keys;
  }, [items]);
  const summary = noKinds
    ? t('inbox.noKinds')
    : list.total === 0
      ? list.filters === DEFAULT_FILTERS
        ? t('inbox.empty')
        : t('inbox.noMatches')
      : items.length < list.total
        ? t('inbox.countPartial', { shown: items.length, total: list.total })
        : t('inbox.count', { count: list.total });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-1 text-sm text-ink">{t('inbox.kinds')}</legend>
          {INBOX_KINDS.map((kind) => (
            // As tall as the fields beside them (h-10), so that the legend lines up with their labels.
            <label key={kind} className="inline-flex h-10 items-center gap-2 text-sm text-ink">
              <input type="checkbox" checked={kinds.includes(kind)} onChange={(event) => setKinds((chosen) => (event.target.checked ? INBOX_KINDS.filter((k) => k === kind || chosen.includes(k)) : chosen.filter((k) => k !== kind)))} />
              {t(`inbox.kind.${kind}`)}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm text-ink">
          {t('inbox.status')}
          <select value={status} onChange={(event) => setStatus(INBOX_STATUSES.find((s) => s === event.target.value) ?? 'all')} className="h-10 rounded-xl border border-control-line bg-surface px-3 text-ink">
            {INBOX_STATUSES.map((name) => (
              <option key={name} value={name}>
                {t(`inbox.statuses.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-ink">
          {t('search')}
          <input type="search" value={q} onChange={(event) => setQ(event.target.value)} className="h-10 rounded-xl border border-control-line bg-surface px-3 text-ink" data-testid="inbox-search" />
        </label>
        {noKinds ? null : (
          <a href={`/api/admin/inbox?${filters}&format=csv`} download className="inline-flex h-10 items-center rounded-full border border-line-strong bg-surface px-4 text-sm font-medium text-ink hover:border-ink" data-testid="inbox-csv">
            {t('inbox.exportCsv')}
          </a>
        )}
      </div>
      <p className="text-sm text-ink-2" data-testid="inbox-channel">
        {t('inbox.live', { state: t(`inbox.channel.${channel}`) })}
      </p>
      {error ? (
        <p role="alert" className="font-medium text-security">
          {error === 'save' ? t('inbox.saveFailed') : t('loadFailed')}
        </p>
      ) : null}
      <p role="status" ref={countRef} tabIndex={-1} className="text-ink-2 outline-none" data-testid="inbox-count">
        {summary}
      </p>
      <ul
        className="space-y-3"
        data-testid="inbox-list"
        onFocus={(event) => {
          focusedKey.current = event.target.closest<HTMLElement>('[data-key]')?.dataset.key ?? null;
        }}
        onBlur={(event) => {
          // Focus the person moved elsewhere is theirs: forget the item. A focused element that is
          // removed also blurs, but is then no longer connected, and the refresh's effect decides.
          const { target, currentTarget } = event;
          setTimeout(() => {
            if (target.isConnected && !currentTarget.contains(document.activeElement)) focusedKey.current = null;
          });
        }}
      >
        {items.map((item) => (
          <InboxCard
            key={item.key}
            item={item}
            isNew={fresh.has(item.reference)}
            interestLabels={interestLabels}
            onToggle={() => void toggleHandled(item)}
            onState={(next) => changeState(item, next)}
          />
        ))}
      </ul>
      {!noKinds && list.next ? (
        <Button variant="secondary" onClick={() => void loadMore()} disabled={loadingMore} data-testid="inbox-more">
          {loadingMore ? t('inbox.loadingMore') : t('inbox.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

/** Writes a phone number as a tel: address (digits and a leading +). */
const telHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
};

function InboxCard({
  item,
  isNew,
  interestLabels,
  onToggle,
  onState,
}: {
  item: InboxItem;
  isNew: boolean;
  interestLabels: Record<string, string>;
  onToggle: () => void;
  onState: (state: PrivacyState) => Promise<boolean>;
}) {
  const t = useTranslations('Admin');
  const forms = useTranslations('Forms');
  const format = useFormatter();
  const [expanded, setExpanded] = useState(false);
  // Set by the privacy state control when it saves: the control that replaces it takes the focus.
  // Held by the card, so it goes with the card if the item leaves the view meanwhile.
  const focusStateNext = useRef(false);
  const id = titleId(item);
  const preview = item.body ? previewOf(item.body) : null;
  const phone = item.phone ? telHref(item.phone) : null;

  // The forms' option labels for the stored values; a value no form offers (any more) shows as stored.
  type OptionKey =
    | `contact.subjects.${ContactSubject}`
    | `booking.topics.${BookingTopic}`
    | `quote.budgets.${QuoteBudget}`
    | `quote.timelines.${QuoteTimeline}`
    | `privacy.types.${PrivacyRequestType}`
    | `privacy.relationships.${PrivacyRelationship}`;
  const option = (group: 'contact.subjects' | 'booking.topics' | 'quote.budgets' | 'quote.timelines' | 'privacy.types' | 'privacy.relationships', value: string) => {
    const key = `${group}.${value}` as OptionKey;
    return forms.has(key) ? forms(key) : value;
  };
  const state = (value: string) => {
    const known = (['confirmed', 'cancelled', 'subscribed', 'unsubscribed'] as const).find((name) => name === value);
    return known ? t(`inbox.values.${known}`) : value;
  };
  const slot = (start: string, timeZone: string) => {
    try {
      return `${format.dateTime(new Date(start), { dateStyle: 'medium', timeStyle: 'short', timeZone })} (${timeZone})`;
    } catch {
      return `${start} (${timeZone})`;
    }
  };

  const details: { label: string; value: string; lang?: string }[] = [];
  const d = item.details;
  if (d.kind === 'quote') {
    details.push({ label: forms('fields.interest'), value: interestLabels[d.interest] ?? d.interest, lang: interestLabels[d.interest] ? 'en' : undefined });
    if (d.budget) details.push({ label: forms('fields.budget'), value: option('quote.budgets', d.budget) });
    if (d.timeline) details.push({ label: forms('fields.timeline'), value: option('quote.timelines', d.timeline) });
  } else if (d.kind === 'booking') {
    details.push({ label: forms('fields.topic'), value: option('booking.topics', d.topic) });
    details.push({ label: t('inbox.details.slot'), value: slot(d.slotStart, d.timeZone) });
    details.push({ label: t('inbox.details.booking'), value: state(d.status) });
  } else if (d.kind === 'contact') {
    details.push({ label: forms('fields.subject'), value: option('contact.subjects', d.subject) });
  } else if (d.kind === 'privacy') {
    details.push({ label: forms('fields.requestType'), value: option('privacy.types', d.type) });
    details.push({ label: t('inbox.details.relationship'), value: option('privacy.relationships', d.relationship) });
    details.push({ label: forms('privacyStatus.changed'), value: format.dateTime(new Date(d.stateChangedAt), { dateStyle: 'medium', timeStyle: 'short' }) });
    details.push({ label: forms('privacyStatus.target'), value: format.dateTime(new Date(`${d.targetDate}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) });
  } else {
    details.push({ label: t('inbox.details.subscription'), value: state(d.status) });
  }

  const sender = [
    // What visitors typed is in any script: each part is isolated, so an Arabic name does not
    // reorder the separators around it in an English inbox, nor a Latin one in the Arabic inbox.
    item.name ? <bdi key="name">{item.name}</bdi> : null,
    item.email ? (
      <a key="email" href={`mailto:${item.email}`} className="underline decoration-line-strong underline-offset-2 hover:decoration-ink">
        {item.email}
      </a>
    ) : null,
    item.company ? <bdi key="company">{item.company}</bdi> : null,
    item.phone ? (
      phone ? (
        // One left-to-right unit: not broken across lines at 390 px, nor reordered in the Arabic inbox.
        <a key="phone" href={phone} dir="ltr" className="whitespace-nowrap underline decoration-line-strong underline-offset-2 hover:decoration-ink">
          {item.phone}
        </a>
      ) : (
        <span key="phone" dir="ltr" className="whitespace-nowrap">
          {item.phone}
        </span>
      )
    ) : null,
  ].filter((part) => part !== null);

  return (
    <li
      className={cn('min-w-0 rounded-2xl border p-4', item.handled ? 'border-line bg-surface-2' : 'border-line-strong border-s-4 border-s-signal bg-surface')}
      data-reference={item.reference}
      data-key={item.key}
      data-handled={item.handled}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} tabIndex={-1} className="flex min-w-0 flex-wrap items-center gap-2 text-base font-semibold text-ink">
          <span className="rounded-full border border-line bg-surface px-2 py-0.5 text-xs font-medium text-ink">{t(`inbox.kind.${item.kind}`)}</span>
          <span id={`${id}-ref`} className="font-mono">
            {item.reference}
          </span>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', item.handled ? 'border border-line bg-surface text-ink-2' : 'bg-signal-soft text-ink')} data-testid="inbox-state">
            {d.kind === 'privacy' ? (
              forms(`privacy.states.${d.state}`)
            ) : item.handled ? (
              <>
                <span aria-hidden="true">✓ </span>
                {t('inbox.handled')}
              </>
            ) : (
              t('inbox.open')
            )}
          </span>
          {isNew ? <span className="text-sm font-medium text-signal">{t('inbox.new')}</span> : null}
        </h2>
        <time dateTime={item.createdAt} className="text-sm text-ink-2">
          {format.dateTime(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
      {sender.length ? (
        <p className="mt-2 text-ink wrap-anywhere">
          {sender.flatMap((part, index) => (index ? [<span key={`sep-${index}`} aria-hidden="true"> · </span>, part] : [part]))}
        </p>
      ) : null}
      <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {details.map((detail) => (
          <div key={detail.label} className="flex min-w-0 gap-1.5">
            <dt className="shrink-0 text-ink-3">{detail.label}</dt>
            <dd className="min-w-0 text-ink wrap-anywhere" lang={detail.lang}>
              {detail.value}
            </dd>
          </div>
        ))}
      </dl>
      {item.body ? (
        <div className="mt-2">
          {/* The message's direction is its own (dir="auto"): English in the Arabic inbox does not end with its full stop at the start. */}
          <p id={`${id}-body`} dir="auto" className="whitespace-pre-line text-ink-2 wrap-anywhere" data-testid="inbox-body">
            {preview && !expanded ? preview : item.body}
          </p>
          {preview ? (
            <button
              type="button"
              id={`${id}-more`}
              aria-expanded={expanded}
              aria-controls={`${id}-body`}
              aria-labelledby={`${id}-more ${id}-ref`}
              onClick={() => setExpanded((open) => !open)}
              className="mt-1 inline-flex min-h-6 items-center gap-1 text-sm font-medium text-ink underline decoration-line-strong underline-offset-2 hover:decoration-ink"
            >
              {t('inbox.fullMessage')}
              <span aria-hidden="true" className={cn('inline-block transition-transform motion-reduce:transition-none', expanded && 'rotate-180')}>
                ▾
              </span>
            </button>
          ) : null}
        </div>
      ) : null}
      {d.kind === 'privacy' ? (
        <PrivacyStateControl key={d.state} id={id} state={d.state} onState={onState} focusNextRef={focusStateNext} />
      ) : (
        /* One mechanism: the label says what the button does (no aria-pressed); the badge above says the state. Its name names the item. */
        <Button id={`${id}-toggle`} aria-labelledby={`${id}-toggle ${id}-ref`} variant={item.handled ? 'secondary' : 'primary'} className="mt-3" onClick={onToggle}>
          {item.handled ? t('inbox.reopen') : t('inbox.markHandled')}
        </Button>
      )}
    </li>
  );
}

/**
 * A privacy request's state: a select of the five states and a button that saves the choice (keyed
 * by the state: a saved change starts it afresh). The focused Save button goes with the old
 * control, so the new one's select takes the focus instead of the page's start.
 */
function PrivacyStateControl({ id, state, onState, focusNextRef }: { id: string; state: PrivacyState; onState: (state: PrivacyState) => Promise<boolean>; focusNextRef: RefObject<boolean> }) {
  const t = useTranslations('Admin');
  const forms = useTranslations('Forms');
  const [chosen, setChosen] = useState<PrivacyState>(state);
  const [saving, setSaving] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!focusNextRef.current) return;
    focusNextRef.current = false;
    select.current?.focus();
  }, [focusNextRef]);
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen === state || saving) return;
        setSaving(true);
        focusNextRef.current = true;
        void onState(chosen)
          .then((saved) => {
            if (saved) return;
            focusNextRef.current = false;
            // The Save button was disabled while saving, which may have dropped the focus.
            if (document.activeElement === document.body) select.current?.focus();
          })
          .finally(() => setSaving(false));
      }}
    >
      <label className="flex flex-col gap-1 text-sm text-ink">
        <span id={`${id}-move`}>{t('inbox.moveTo')}</span>
        <select
          ref={select}
          value={chosen}
          aria-labelledby={`${id}-move ${id}-ref`}
          onChange={(event) => setChosen(PRIVACY_STATES.find((name) => name === event.target.value) ?? state)}
          className="h-10 rounded-xl border border-control-line bg-surface px-3 text-ink"
          data-testid="privacy-state-select"
        >
          {PRIVACY_STATES.map((name) => (
            <option key={name} value={name}>
              {forms(`privacy.states.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <Button id={`${id}-save`} type="submit" aria-labelledby={`${id}-save ${id}-ref`} variant="primary" disabled={saving || chosen === state} data-testid="privacy-state-save">
        {t('inbox.saveState')}
      </Button>
    </form>
  );
}
