/** @jest-environment node */
import { offlineAnswer, passagesFor, questionKind } from '@/lib/assistant/answer';
import { loadConversation, saveConversation, historyToSend, CONVERSATION_KEY, HISTORY_SENT } from '@/lib/assistant/conversation';
import { SlidingWindowLimiter } from '@/lib/assistant/rate-limit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('says nothing about what the site does not cover, even when a word or two match', () => {
    expect(offlineAnswer('What is the weather in Paris today?').answer).toBeNull();
    expect(offlineAnswer('What is the best pizza in Boston?').answer).toBeNull();
  });

  it('sends a question about doing something to the page where it is done', () => {
    const booking = offlineAnswer('How do I book a consultation?');
    expect(booking.sources.map((source) => source.url)).toEqual(['/consultation', '/booking']);
    expect(booking.answer).toMatch(/calendar/);
    expect(offlineAnswer('How much does Aetherion Core cloud cost?').sources[0]?.url).toBe('/pricing');
    expect(offlineAnswer('Where can I see open positions?').sources[0]?.url).toBe('/careers');
    // The price of quantum computing time has published answers: they are given, with the product page.
    const price = offlineAnswer('How much does Orion-9 cost?');
    expect(price.answer).toMatch(/USD 4,900 a month.*USD 24,000 a month.*USD 165,000/);
    expect(price.sources.map((source) => source.url)).toContain('/products/quantum');
    expect(offlineAnswer('Who founded the company?').answer).toMatch(/2014 in Cambridge, Massachusetts, by Dr\. Mara Okafor.*Dr\. Tobias Lindqvist/);
    // A property of a product is not a task ("How precise is the PX10K position fix" is not about jobs).
    expect(offlineAnswer('How precise is the PX10K position fix at Mars distance?').sources[0]?.url).not.toBe('/careers');
  });

  it.each([
    ['Does the Aetherion Core SDK support Python?', '/support'],
    ['How far can the PX10K reach?', '/contact'],
    ['How does EchoNet protect email?', '/contact'],
    ['How does HeraOS handle a fault during a call to the ground station?', '/contact'],
    ['What licence is the SDK released under?', '/pricing'],
    ['What is the energy cost of a quantum computer?', '/pricing'],
    ['What does a logical qubit cost in physical qubits?', '/pricing'],
    ['How do I apply error correction on Aetherion Core?', '/careers'],
    ['How much power does Orion-9 draw?', '/pricing'],
  ])('does not take "%s" for a visit to %s: a word of a task is not the task', (question, page) => {
    expect(offlineAnswer(question).sources.map((source) => source.url)).not.toContain(page);
  });

  it.each([
    ['How do I get support?', '/support'],
    ['How can I reach you?', '/contact'],
    ['How do I apply?', '/careers'],
    ['How do I order?', '/pricing'],
    ['Can I buy shares in Tessellon?', '/investors'],
    ['What is Tessellon?', '/about'],
    ['What does Tessellon do?', '/about'],
    ['What products do you sell?', '/products'],
    ['What do you sell?', '/products'],
    ['I want to delete my data', '/privacy-portal'],
    ['Who founded the company?', '/about'],
    ['When was Tessellon founded?', '/about'],
    ['How much does Orion-9 cost?', '/pricing'],
    ['What is the price of quantum computing time?', '/pricing'],
    ['How do I get a copy of my personal data?', '/privacy-portal'],
    ['Can you erase our account details?', '/privacy-portal'],
    ['Where do I make a GDPR request?', '/privacy-portal'],
    ['What are my privacy rights?', '/privacy-portal'],
    ['Where is your office located?', '/contact'],
    ['Where are you located?', '/contact'],
    ['Where is Tessellon based?', '/contact'],
    ['What is your address?', '/contact'],
    ['Where are your offices?', '/contact'],
    ['Can I visit your lab?', '/contact'],
  ])('answers "%s" from %s', (question, page) => {
    expect(offlineAnswer(question).sources[0]?.url).toBe(page);
  });

  it('gives the address and the sites for "where are you", and leaves the pages to answer the rest', () => {
    for (const question of ['Where is your office located?', 'Where are you located?', 'What is your address?']) {
      expect(offlineAnswer(question).answer).toMatch(/One Kendall Square, Building 1400, Cambridge, MA 02139, USA.*Zurich.*Toulouse.*Singapore.*Reykjavik/);
    }
    // Not the location: an email address, a division's base, the headquarters (a sentence of the pages).
    expect(offlineAnswer('What is your email address?').answer).not.toMatch(/Kendall Square, Building/);
    expect(offlineAnswer('Where is the Space Navigation division based?').answer).toMatch(/Toulouse/);
    expect(offlineAnswer('Where is the Space Navigation division based?').answer).not.toMatch(/Building 1400/);
    expect(offlineAnswer('Where is the headquarters?').answer).toMatch(/headquarters in Kendall Square/);
  });

  it('answers the company and product questions with the whole company, not one division', () => {
    expect(offlineAnswer('What is Tessellon?').answer).toMatch(/five disciplines/);
    expect(offlineAnswer('What products do you sell?').answer).toMatch(/^Five product families/);
  });

  it("reads a contraction's \"'s\" as no word of its own", () => {
    for (const question of ["What's the weather in Paris today?", 'What’s the weather in Paris today?']) expect(offlineAnswer(question).answer).toBeNull();
  });

  it.each(['en', 'de', 'fr', 'es', 'it', 'pt', 'tr', 'ru', 'ar', 'hi', 'zh', 'zh-TW', 'ja', 'ko'] as const)("answers its own example question in %s, from the English pages", (locale) => {
    const example = (JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as { Assistant: { placeholder: string } }).Assistant.placeholder.replace(/^[^:：]*[:：]\s*/, '');
    const result = offlineAnswer(example, locale);
    expect(result.answer).toMatch(/headquarters in Kendall Square/);
  });

  // In Arabic none of these had an answer, in Japanese only the price.
  it.each([
    ['ar', 'أريد حجز استشارة', '/consultation'],
    ['ar', 'ما هو عنوان مكتبكم؟', '/contact'],
    ['ar', 'كم تكلفة Orion-9؟', '/pricing'],
    ['ja', '相談を予約したいです', '/consultation'],
    ['ja', 'オフィスはどこですか？', '/contact'],
    ['de', 'Ich möchte eine Beratung buchen', '/consultation'],
    ['de', 'Wie lautet Ihre Adresse?', '/contact'],
    ['fr', 'Quelle est votre adresse ?', '/contact'],
    ['es', 'Quiero reservar una consulta', '/consultation'],
    ['ru', 'Какой у вас адрес?', '/contact'],
    ['ko', '상담을 예약하고 싶어요', '/consultation'],
    ['zh', '你们的地址是什么？', '/contact'],
    ['zh-TW', '我想預約諮詢', '/consultation'],
    ['hi', 'आपका कार्यालय कहाँ है?', '/contact'],
    ['tr', 'Ofisiniz nerede?', '/contact'],
    ['it', 'Vorrei prenotare una consulenza', '/consultation'],
    ['pt', 'Qual é o endereço do escritório?', '/contact'],
  ] as const)('in %s answers "%s" from %s, the page that does it', (locale, question, page) => {
    expect(offlineAnswer(question, locale).sources[0]?.url).toBe(page);
  });

  it('keeps the names and figures a question in another language shares with the pages', () => {
    expect(offlineAnswer('Сколько кубитов у Orion-9?', 'ru').answer).toMatch(/256-qubit/);
    // Without a subject it knows, a question in another language still gets no answer.
    expect(offlineAnswer('Wie wird das Wetter morgen?', 'de').answer).toBeNull();
  });

  it('says plainly that it cannot act for the visitor', () => {
    const order = offlineAnswer('Can you place an order for me and charge my card?');
    expect(order.answer).toMatch(/^I can't do that for you/);
    expect(order.sources.map((source) => source.url)).toContain('/request-quote');
  });

  it('answers "what is X" with the sentence that says what X is', () => {
    expect(offlineAnswer('What is HeraOS?').answer).toMatch(/^HeraOS is a real-time operating system/);
    expect(offlineAnswer('What does the Orion-9 chip do?').answer).toMatch(/^Orion-9 is our ninth-generation superconducting quantum processing unit\./);
  });

  // It answered "Under it, the GHZ error budget predicts the fidelity of a GHZ chain…": a sentence
  // whose "it" was in the sentence before, and which gave no figure.
  it('answers with a sentence that stands on its own, not one that points back to the sentence before', () => {
    for (const question of ['What is the two-qubit gate fidelity of Orion-9?', 'What gate fidelity does Orion-9 reach?']) {
      const { answer } = offlineAnswer(question);
      expect(answer).toContain('99.82%');
      expect(answer).not.toMatch(/^(?:Under it|It|This|They)\b/);
    }
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

  it("finds passages for a question in the visitor's language, which the model answers in", () => {
    // Without the language, a question in Japanese matches no English page.
    expect(passagesFor('量子ビットとは何ですか')).toEqual([]);
    const passages = passagesFor('量子ビットとは何ですか', 'ja');
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.some((passage) => /qubit/i.test(passage.text))).toBe(true);
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
    // An answer still on its way when the tab closed the panel reads as failed, not as pending for ever.
    store.set(CONVERSATION_KEY, JSON.stringify([{ role: 'user', content: 'Where?' }, { role: 'assistant', content: '' }]));
    expect(loadConversation(storage)).toEqual([{ role: 'user', content: 'Where?' }, { role: 'assistant', content: '', status: 'error' }]);
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
