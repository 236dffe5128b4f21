'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { CloseButton } from '@/components/ui/close-button';
import { Icon } from '@/components/ui/icon';
import { QUESTION_MAX, historyToSend, loadConversation, saveConversation, type ChatMessage, type ChatSource } from '@/lib/assistant/conversation';
import { FoundLink } from '@/components/search/found-link';
import { Link } from '@/components/ui/link';
import { english } from '@/lib/i18n/content-language';
import { replyToHtml } from '@/lib/sanitize';
import { useModal } from '@/components/search/use-modal';
import { isComposingKey } from '@/lib/input-method';
import { useSubmitGuard } from '@/components/forms/use-submit-guard';
import { withOnDemandMessages } from '@/components/i18n/on-demand-messages';

const storage = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

function parseSources(header: string | null): ChatSource[] {
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(header ?? '[]'));
    return Array.isArray(parsed) ? parsed.filter((item): item is ChatSource => typeof item?.title === 'string' && typeof item?.href === 'string') : [];
  } catch {
    return [];
  }
}

/** Where a source links: the server gives localised paths; anything else is dropped. */
const hrefOf = (source: ChatSource) => (source.href.startsWith('/') && !source.href.startsWith('//') ? source.href : '/');

/**
 * The assistant's chat panel: a modal <dialog> (focus stays inside; Escape closes it and focus
 * returns to the button). Replies are rendered through the sanitiser and announced when complete.
 */
function AssistantPanelView({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Assistant');
  const search = useTranslations('Search');
  const nav = useTranslations('Nav');
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation(storage()));
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  // The spec's submit guards (section 5): 'Too many attempts' shows while the guard says so.
  const { guardMessage, allowSubmit } = useSubmitGuard('assistant');
  const [announcement, setAnnouncement] = useState('');
  const titleId = useId();
  const inputId = useId();
  const counterId = useId();
  // The length is shown once a question nears the limit. A longer paste is kept whole, not cut:
  // the visitor is told to shorten it, and it is not sent until it fits.
  const nearLimit = question.length >= QUESTION_MAX * 0.8;
  const tooLong = question.length > QUESTION_MAX;
  const tooLongId = useId();

  useModal(dialog, input, onClose);

  useEffect(() => {
    saveConversation(storage(), messages);
    log.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages]);

  const statusText = (message: ChatMessage) => (message.status === 'rate-limited' ? t('rateLimited') : message.status === 'error' ? t('error') : t('noAnswer'));

  const finish = (message: ChatMessage) => {
    setMessages((current) => [...current.slice(0, -1), message]);
    setAnnouncement(message.status ? statusText(message) : message.content);
  };

  async function ask(text: string) {
    const history = historyToSend(messages);
    // A question that failed goes back into the box (unless a new one is being typed), to send again.
    const fail = (status: 'rate-limited' | 'error') => {
      setQuestion((current) => current || text);
      return finish({ role: 'assistant', content: '', status });
    };
    setMessages((current) => [...current, { role: 'user', content: text }, { role: 'assistant', content: '' }]);
    setBusy(true);
    setAnnouncement(t('thinking'));
    try {
      const response = await fetch('/api/assistant', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: text, locale, history }),
      });
      if (response.status === 429) return fail('rate-limited');
      if (!response.ok) return fail('error');
      if (response.headers.get('x-assistant-mode') === 'model' && response.body) {
        const sources = parseSources(response.headers.get('x-assistant-sources'));
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let content = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          content += value;
          setMessages((current) => [...current.slice(0, -1), { role: 'assistant', content, sources }]);
        }
        return content.trim() ? finish({ role: 'assistant', content, sources }) : fail('error');
      }
      const data: unknown = await response.json();
      const answer = typeof data === 'object' && data !== null && 'answer' in data && typeof data.answer === 'string' ? data.answer : null;
      const sources = typeof data === 'object' && data !== null && 'sources' in data && Array.isArray(data.sources) ? parseSources(encodeURIComponent(JSON.stringify(data.sources))) : [];
      return finish(answer ? { role: 'assistant', content: answer, sources, offline: true } : { role: 'assistant', content: '', status: 'no-answer' });
    } catch {
      return fail('error');
    } finally {
      setBusy(false);
    }
  }

  const submit = () => {
    const text = question.trim();
    if (!text || busy || text.length > QUESTION_MAX) return;
    // The spec's submit guards hold for every form, this one too (spec 5); a refused question stays in the box.
    if (!allowSubmit()) return;
    setQuestion('');
    void ask(text);
  };

  const clear = () => {
    setMessages([]);
    setAnnouncement('');
    input.current?.focus();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="assistant-panel"
      className="fixed inset-auto end-3 bottom-3 m-0 hidden h-[min(38rem,calc(100dvh-1.5rem))] max-h-none w-[min(26rem,calc(100vw-1.5rem))] max-w-none flex-col overflow-hidden rounded-3xl border border-line-strong bg-canvas p-0 text-ink shadow-2xl backdrop:bg-black/40 open:flex"
    >
      <div className="flex items-center gap-2 border-b border-line px-4 py-3">
        <Icon name="sparkles" size={18} className="text-signal" />
        <h2 id={titleId} className="me-auto min-w-0 truncate font-semibold">
          {t('title')}
        </h2>
        {/* Below 640 px the clear button is its icon (named by its hidden text), so the title keeps one line. */}
        <button type="button" onClick={clear} disabled={!messages.length || busy} className="inline-flex min-h-10 min-w-10 shrink-0 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm whitespace-nowrap text-ink-2 hover:bg-surface-2 hover:text-ink disabled:opacity-60 sm:px-3" data-testid="assistant-clear">
          <Icon name="refresh" size={16} className="sm:hidden" />
          <span className="max-sm:sr-only">{t('clear')}</span>
        </button>
        <CloseButton label={t('close')} onClick={onClose} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <p className="text-sm text-ink-2">{t('intro')}</p>
        <ol ref={log} className="mt-4 space-y-4" aria-label={t('title')} data-testid="assistant-log">
          {messages.map((message, index) => (
            <li key={index} className={message.role === 'user' ? 'ms-8 rounded-2xl bg-surface-2 px-4 py-3' : 'me-4 rounded-2xl border border-line bg-surface px-4 py-3'} data-role={message.role}>
              <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-3">{message.role === 'user' ? t('you') : t('assistant')}</p>
              {message.role === 'user' ? (
                <p className="whitespace-pre-wrap" dir="auto">{message.content}</p>
              ) : message.status ? (
                <p>{statusText(message)}</p>
              ) : message.content ? (
                <div className="space-y-2 leading-7 [&_a]:text-signal [&_a]:underline [&_ul]:list-disc [&_ul]:ps-5" {...(message.offline ? english : { dir: 'auto' })} dangerouslySetInnerHTML={{ __html: replyToHtml(message.content) }} />
              ) : (
                <p className="text-ink-2">{t('thinking')}</p>
              )}
              {message.sources?.length && !message.status ? (
                <div className="mt-3 border-t border-line pt-2 text-sm">
                  <p className="text-ink-3">{t('sources')}</p>
                  <ul className="mt-1 space-y-1">
                    {message.sources.map((source) => (
                      <li key={source.href}>
                        <FoundLink href={hrefOf(source)} onClick={onClose} className="text-signal underline underline-offset-4" {...english}>
                          {source.title}
                        </FoundLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {message.status === 'no-answer' ? (
                // Where to go on: the search page with the same words, and the people who know.
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <Link href={`/search?q=${encodeURIComponent(messages[index - 1]?.role === 'user' ? messages[index - 1]!.content : '')}`} onClick={onClose} className="text-signal underline underline-offset-4">
                    {search('seeAll')}
                  </Link>
                  <Link href="/contact" onClick={onClose} className="text-signal underline underline-offset-4">
                    {nav('contact')}
                  </Link>
                </p>
              ) : null}
              {message.offline ? <p className="mt-2 text-xs text-ink-3">{t('offline')}</p> : null}
            </li>
          ))}
        </ol>
        <p className="sr-only" aria-live="polite" data-testid="assistant-announcement">
          {announcement}
        </p>
      </div>
      <p role="alert" className="px-4 pt-2 text-sm font-medium text-security empty:hidden" data-testid="assistant-guard-message">
        {guardMessage ? t('tooManyAttempts') : null}
      </p>
      <p id={tooLongId} role="alert" className="px-4 pt-2 text-sm font-medium text-security empty:hidden" data-testid="assistant-too-long">
        {tooLong ? t('tooLong', { max: QUESTION_MAX }) : null}
      </p>
      <form
        className="flex items-end gap-2 border-t border-line p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('inputLabel')}
        </label>
        <textarea
          id={inputId}
          ref={input}
          rows={2}
          aria-invalid={tooLong || undefined}
          aria-describedby={[tooLong ? tooLongId : '', nearLimit ? counterId : ''].filter(Boolean).join(' ') || undefined}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !isComposingKey(event.nativeEvent)) {
              event.preventDefault();
              submit();
            }
          }}
          placeholder={t('placeholder')}
          className="min-h-12 flex-1 resize-none rounded-2xl border border-control-line bg-surface px-4 py-2.5 text-ink placeholder:text-ink-3"
        />
        <div className="flex flex-col items-end gap-1">
          {nearLimit ? (
            <p id={counterId} className={cn('text-xs tabular-nums', tooLong ? 'font-medium text-security' : 'text-ink-2')} data-testid="assistant-counter">
              {question.length} / {QUESTION_MAX}
            </p>
          ) : null}
          <button type="submit" disabled={busy} className="inline-flex h-12 items-center gap-2 rounded-full bg-ink px-4 font-medium text-canvas disabled:opacity-60">
            {t('send')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** With the texts that load on use (components/i18n/on-demand-messages.tsx). */
export const AssistantPanel = withOnDemandMessages(AssistantPanelView);
