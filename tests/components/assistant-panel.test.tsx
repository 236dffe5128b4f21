import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { AssistantPanel } from '@/components/assistant/assistant-panel';
import { CONVERSATION_KEY, type ChatMessage } from '@/lib/assistant/conversation';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// The texts come from the provider below (what components/i18n/on-demand-messages.tsx fetches is tested there).
jest.mock('@/components/i18n/on-demand-messages', () => ({ withOnDemandMessages: <P,>(component: P) => component }));

// isomorphic-dompurify loads jsdom's ESM-only parts, which Jest cannot require; the sanitiser has its own tests.
jest.mock('@/lib/sanitize', () => ({ replyToHtml: (text: string) => `<p>${text}</p>` }));

beforeAll(() => {
  // jsdom has no modal dialogs and no scrolling.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => sessionStorage.clear());

function renderArabic(messages: ChatMessage[]) {
  sessionStorage.setItem(CONVERSATION_KEY, JSON.stringify(messages));
  return render(
    <NextIntlClientProvider locale="ar" messages={ar}>
      <AssistantPanel onClose={() => undefined} />
    </NextIntlClientProvider>,
  );
}

// In Arabic the offline answer (English page copy) was marked lang="en" but laid out right to left:
// its closing full stop stood at the start of the last line (".errors in real time").
describe('AssistantPanel in a right-to-left page', () => {
  it('lays out the English offline answer and its sources left to right', () => {
    renderArabic([
      { role: 'user', content: 'What is Orion-9?' },
      { role: 'assistant', content: 'Orion-9 corrects its errors in real time.', sources: [{ title: 'Quantum products', href: '/products/quantum' }], offline: true },
    ]);
    const answer = screen.getByText('Orion-9 corrects its errors in real time.').closest('[lang]');
    expect(answer).toHaveAttribute('lang', 'en');
    expect(answer).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'Quantum products' })).toHaveAttribute('dir', 'ltr');
  });

  // The API names each source by its path in the reader's language; the panel linked /ar/ar/… (a 404).
  it('links each source to the path the server gave, in the reader\'s language, without a second prefix', () => {
    renderArabic([
      { role: 'user', content: 'How much does Orion-9 cost?' },
      { role: 'assistant', content: 'See the pricing page.', sources: [{ title: 'Pricing', href: '/ar/pricing' }], offline: true },
    ]);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/ar/pricing');
  });

  it("lets a question and a model's answer take the direction of their own words", () => {
    renderArabic([
      { role: 'user', content: 'Where is the headquarters?' },
      { role: 'assistant', content: 'المقر في كامبريدج.' },
    ]);
    expect(screen.getByText('Where is the headquarters?')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('المقر في كامبريدج.').closest('[dir]')).toHaveAttribute('dir', 'auto');
  });
});

describe('AssistantPanel: the submit guards of every form (spec 5)', () => {
  let now: number;
  const fetchMock = jest.fn(async () => new Response(JSON.stringify({ answer: 'An answer.', sources: [] }), { status: 200, headers: { 'content-type': 'application/json' } }));
  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  const ask = async (text: string) => {
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: text } });
    await act(async () => fireEvent.submit(screen.getByLabelText('Your question').closest('form')!));
  };
  const renderEnglish = () =>
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <AssistantPanel onClose={() => undefined} />
      </NextIntlClientProvider>,
    );

  it('blocks a second question within 2 seconds and keeps it in the box', async () => {
    renderEnglish();
    await ask('Where is the headquarters?');
    now += 1000;
    await ask('And the labs?');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Your question')).toHaveValue('And the labs?');
  });

  it('puts a question that failed back into the box, to send again', async () => {
    // Well after the other tests' questions: the submit guard's window is shared.
    now = 8_000_000;
    renderEnglish();
    // jsdom has no Response: the fields the panel reads.
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 500, headers: { get: () => null }, json: async () => ({ error: 'internal' }) }) as unknown as Response);
    await ask('Where is the headquarters?');
    expect(screen.getByTestId('assistant-announcement')).toHaveTextContent('The assistant could not answer just now. Please try again.');
    expect(screen.getByLabelText('Your question')).toHaveValue('Where is the headquarters?');
  });

  it('offers the search page with the same words, and the contact page, when it has no answer', async () => {
    // Well after the other tests' questions: the submit guard's window is shared.
    now = 9_000_000;
    renderEnglish();
    fetchMock.mockImplementationOnce(async () => ({ ok: true, status: 200, headers: { get: () => null }, json: async () => ({ answer: null, sources: [] }) }) as unknown as Response);
    await ask('Where is the moon base?');
    expect(screen.getByRole('link', { name: 'See all results on the search page' })).toHaveAttribute('href', '/search?q=Where%20is%20the%20moon%20base%3F');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it("refuses a sixth question within 60 seconds with 'Too many attempts. Please wait before trying again.' for 5 seconds", async () => {
    renderEnglish();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await ask(`Question ${attempt}`);
      now += 3000;
    }
    expect(fetchMock).toHaveBeenCalledTimes(5);
    jest.useFakeTimers({ doNotFake: ['Date', 'queueMicrotask'] });
    await ask('Question 6');
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(screen.getByTestId('assistant-guard-message')).toHaveTextContent('Too many attempts. Please wait before trying again.');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('assistant-guard-message')).toBeEmptyDOMElement();
    jest.useRealTimers();
  });
});
