/** The assistant's conversation as kept in sessionStorage for the tab. */
export type ChatSource = { title: string; href: string };
export type ChatMessage = { role: 'user' | 'assistant'; content: string; sources?: ChatSource[]; status?: 'no-answer' | 'rate-limited' | 'error'; offline?: boolean };

export const CONVERSATION_KEY = 'tessellon-assistant-conversation';
const MAX_MESSAGES = 40;

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
    return Array.isArray(parsed) ? parsed.filter(isMessage).slice(-MAX_MESSAGES) : [];
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
