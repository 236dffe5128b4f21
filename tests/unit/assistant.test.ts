/** @jest-environment node */
import { offlineAnswer, passagesFor, questionKind } from '@/lib/assistant/answer';
import { loadConversation, saveConversation, historyToSend, CONVERSATION_KEY, HISTORY_SENT } from '@/lib/assistant/conversation';
import { SlidingWindowLimiter } from '@/lib/assistant/rate-limit';
import { QUESTIONS } from './assistant-questions';


describe('the assistant offline', () => {
  it('is asked at least 20 questions, a third of them naming a fact', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(20);
    expect(QUESTIONS.filter((entry) => entry.fact).length).toBeGreaterThanOrEqual(QUESTIONS.length / 3);
  });

  it.each(QUESTIONS)('answers "$question" from a right page', ({ question, pages, fact }) => {
    const result = offlineAnswer(question);
    expect(result.answer).not.toBeNull();
    expect(result.sources.map((source) => source.url).filter((url) => pages.includes(url))).not.toHaveLength(0);
    if (fact) expect(result.answer).toContain(fact);
    // An answer, not a list of hits: one or two sentences.
    expect(result.answer?.length ?? 0).toBeLessThan(700);
  });

  it('says nothing rather than guess when the site has no answer', () => {
    expect(offlineAnswer('zxqv plorf wibble')).toEqual({ answer: null, sources: [] });
    expect(offlineAnswer('what is the?')).toEqual({ answer: null, sources: [] });
  });

  it('tells the kind of fact a question asks for', () => {
    expect(questionKind('Who runs it?')).toBe('who');
    expect(questionKind('How many qubits?')).toBe('count');
    expect(questionKind('Where is the lab?')).toBe('where');
    expect(questionKind('When did it open?')).toBe('when');
    expect(questionKind('What is Chron?')).toBe('what');
  });

  it('gives a model passages with their pages', () => {
    const passages = passagesFor('How many qubits does Orion-9 have?');
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.some((passage) => passage.text.includes('256'))).toBe(true);
  });
});

describe('the rate limit', () => {
  it('allows the limit in the window, refuses the next, and frees up as the window slides', () => {
    const limiter = new SlidingWindowLimiter(3, 60_000);
    expect([0, 1_000, 2_000].map((time) => limiter.take('a', time).ok)).toEqual([true, true, true]);
    expect(limiter.take('a', 3_000)).toEqual({ ok: false, retryAfter: 57 });
    expect(limiter.take('b', 3_000).ok).toBe(true);
    expect(limiter.take('a', 60_001).ok).toBe(true);
  });

  it('forgets the oldest clients beyond its size', () => {
    const limiter = new SlidingWindowLimiter(1, 60_000, 2);
    limiter.take('a', 0);
    limiter.take('b', 0);
    limiter.take('c', 0);
    expect(limiter.take('a', 1).ok).toBe(true);
  });
});

describe('the conversation', () => {
  it('is kept in session storage and ignores what it cannot read', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value), removeItem: (key: string) => void store.delete(key) };
    saveConversation(storage, [{ role: 'user', content: 'Hi' }]);
    expect(loadConversation(storage)).toEqual([{ role: 'user', content: 'Hi' }]);
    store.set(CONVERSATION_KEY, '{not json');
    expect(loadConversation(storage)).toEqual([]);
    store.set(CONVERSATION_KEY, JSON.stringify([{ role: 'system', content: 'x' }, { role: 'assistant', content: 'ok' }]));
    expect(loadConversation(storage)).toEqual([{ role: 'assistant', content: 'ok' }]);
    saveConversation(storage, []);
    expect(store.has(CONVERSATION_KEY)).toBe(false);
  });
});

describe('the history a question carries', () => {
  it('is the last answered turns only, however long the conversation', () => {
    const turns = Array.from({ length: 30 }, (_, index) => ({ role: index % 2 ? ('assistant' as const) : ('user' as const), content: `turn ${index}` }));
    const failed = { role: 'assistant' as const, content: '', status: 'error' as const };
    const history = historyToSend([...turns, { role: 'user', content: 'asked again' }, failed]);
    expect(history).toHaveLength(HISTORY_SENT);
    expect(history.at(-1)).toEqual({ role: 'user', content: 'asked again' });
    expect(history.some((message) => message.content === '')).toBe(false);
    expect(history[0]).toEqual({ role: 'assistant', content: 'turn 25' });
  });
});
