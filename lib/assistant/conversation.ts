/** The assistant's conversation as kept in sessionStorage for the tab. */
export type ChatSource = { title: string; href: string };
export type ChatMessage = { role: 'user' | 'assistant'; content: string; sources?: ChatSource[]; status?: 'no-answer' | 'rate-limited' | 'error'; offline?: boolean };

export const CONVERSATION_KEY = 'tessellon-assistant-conversation';
/** Messages kept in the tab; also the most the API accepts as history. */
export const MAX_MESSAGES = 40;
/** The earlier turns sent with a question (a model reads them; the offline answer does not). */
export const HISTORY_SENT = 6;
/** The longest question the API accepts, in characters. */
export const QUESTION_MAX = 500;

const isSource = (value: unknown): value is ChatSource =>
  typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string' && typeof (value as { href?: unknown }).href === 'string';

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (candidate.role === 'user' || candidate.role === 'assistant') && typeof candidate.content === 'string' && (candidate.sources === undefined || (Array.isArray(candidate.sources) && candidate.sources.every(isSource)));
}

export function loadConversation(storage: Pick<Storage, 'getItem'> | undefined): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CONVERSATION_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // An empty answer with no status was still on its way when the panel closed or the page
    // reloaded: its request is gone, so it reads as failed, not as "Looking through the site…" for ever.
    return parsed
      .filter(isMessage)
      .slice(-MAX_MESSAGES)
      .map((message) => (message.role === 'assistant' && !message.content && !message.status ? { ...message, status: 'error' as const } : message));
  } catch {
    return [];
  }
}

export function saveConversation(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, messages: readonly ChatMessage[]) {
  try {
    if (!messages.length) storage?.removeItem(CONVERSATION_KEY);
    else storage?.setItem(CONVERSATION_KEY, JSON.stringify(messages.slice(-MAX_MESSAGES)));
  } catch {
    // Storage full or blocked: the conversation lives for this page only.
  }
}

/** What a new question carries of the conversation: its last answered turns, never the failed ones. */
export function historyToSend(messages: readonly ChatMessage[]): { role: ChatMessage['role']; content: string }[] {
  return messages
    .filter((message) => !message.status && message.content)
    .slice(-HISTORY_SENT)
    .map(({ role, content }) => ({ role, content }));
}
