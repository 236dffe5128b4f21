import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { AssistantPanel } from '@/components/assistant/assistant-panel';
import { CONVERSATION_KEY, type ChatMessage } from '@/lib/assistant/conversation';
import ar from '@/messages/ar.json';

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

  it("lets a question and a model's answer take the direction of their own words", () => {
    renderArabic([
      { role: 'user', content: 'Where is the headquarters?' },
      { role: 'assistant', content: 'المقر في كامبريدج.' },
    ]);
    expect(screen.getByText('Where is the headquarters?')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('المقر في كامبريدج.').closest('[dir]')).toHaveAttribute('dir', 'auto');
  });
});
