import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { InboxView } from '@/components/admin/inbox-view';
import type { InboxDetails, InboxItem, InboxPage } from '@/lib/admin/inbox-types';

jest.mock('@/lib/supabase/client', () => ({ browserSupabase: () => null }));

let counter = 0;
function item(reference: string, extra: Partial<InboxItem> = {}, details: InboxDetails = { kind: 'contact', subject: 'general' }): InboxItem {
  counter += 1;
  return {
    kind: details.kind,
    id: String(counter),
    reference,
    key: `${1793786400000000 - counter}.${details.kind}.${counter}`,
    createdAt: '2026-11-04T10:00:00.000Z',
    handled: false,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    summary: '',
    details,
    body: 'A short message.',
    company: '',
    phone: '',
    locale: 'en',
    ...extra,
  };
}

// jsdom has no fetch Response: the view reads only ok, status and json().
const json = (body: unknown, status = 200) => Promise.resolve({ ok: status < 400, status, json: async () => body });

/**
 * The inbox API as the view calls it: GET answers `answer(url)`, PATCH answers ok and is kept, so
 * later GETs show the saved change as a real server's would.
 */
let answer: (url: URL) => InboxPage;
let savedHandled = new Map<string, boolean>();
const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  if (init?.method === 'PATCH') {
    const { reference, handled } = JSON.parse(String(init.body)) as { reference: string; handled: boolean };
    savedHandled.set(reference, handled);
    return json({ ok: true });
  }
  const page = answer(url);
  return json({ ok: true, ...page, items: page.items.map((row) => ({ ...row, handled: savedHandled.get(row.reference) ?? row.handled })) });
});

beforeEach(() => {
  savedHandled = new Map();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const renderInbox = (initial: InboxPage) => {
  answer = () => initial;
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <InboxView initial={initial} realtime={false} interestLabels={{ quantum: 'Quantum processors' }} />
    </NextIntlClientProvider>,
  );
};
const card = (reference: string) => document.querySelector<HTMLElement>(`[data-reference="${reference}"]`)!;
const requested = () => fetchMock.mock.calls.filter(([, init]) => !init?.method).map(([input]) => new URL(String(input), 'http://localhost'));

describe('InboxView: the cards', () => {
  it('wraps long unbroken text inside the card: body, sender, details', () => {
    const word = 'x'.repeat(220);
    renderInbox({ items: [item('C-AAAA-0001', { body: `Look: ${word}`, name: `N${word}`, email: `${word}@example.com` }, { kind: 'contact', subject: word })], total: 1, next: null });
    const body = screen.getByTestId('inbox-body');
    expect(body).toHaveClass('wrap-anywhere');
    expect(screen.getByText(`N${word}`).closest('p')).toHaveClass('wrap-anywhere');
    expect(screen.getByText(word).closest('dd')).toHaveClass('wrap-anywhere');
    expect(card('C-AAAA-0001')).toHaveClass('min-w-0');
  });

  it('shows a long message as a preview with a control that expands it (aria-expanded)', () => {
    const long = `${'Lorem ipsum dolor sit amet. '.repeat(89)}THE END`;
    expect(long.length).toBeGreaterThan(2_400);
    renderInbox({ items: [item('C-AAAA-0001', { body: long })], total: 1, next: null });
    const body = screen.getByTestId('inbox-body');
    expect(body.textContent!.length).toBeLessThan(300);
    expect(body).not.toHaveTextContent('THE END');
    const toggle = screen.getByRole('button', { name: 'Full message C-AAAA-0001' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', body.id);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(body).toHaveTextContent('THE END');
    fireEvent.click(toggle);
    expect(body).not.toHaveTextContent('THE END');
  });

  it('offers no expand control for a short message', () => {
    renderInbox({ items: [item('C-AAAA-0001')], total: 1, next: null });
    expect(screen.queryByRole('button', { name: /Full message/ })).toBeNull();
  });

  it("names the forms' choices with the forms' own labels, not the stored values", () => {
    renderInbox({
      items: [
        item('C-AAAA-0001', {}, { kind: 'contact', subject: 'sales' }),
        item('C-AAAA-0002', {}, { kind: 'contact', subject: 'partnerships' }),
        item('Q-AAAA-0003', {}, { kind: 'quote', interest: 'quantum', budget: 'under-50k', timeline: 'exploring' }),
        item('B-AAAA-0004', {}, { kind: 'booking', topic: 'space-navigation', slotStart: '2026-12-01T14:00:00.000Z', timeZone: 'Europe/Berlin', status: 'confirmed' }),
        item('C-AAAA-0005', {}, { kind: 'contact', subject: 'retired-subject' }),
      ],
      total: 5,
      next: null,
    });
    expect(within(card('C-AAAA-0001')).getByText('Sales and pricing')).toBeInTheDocument();
    expect(within(card('C-AAAA-0001')).queryByText('sales')).toBeNull();
    expect(within(card('C-AAAA-0002')).getByText('Partnerships and research')).toBeInTheDocument();
    expect(within(card('Q-AAAA-0003')).getByText('Quantum processors')).toHaveAttribute('lang', 'en');
    expect(within(card('Q-AAAA-0003')).getByText('Under $50,000')).toBeInTheDocument();
    expect(within(card('Q-AAAA-0003')).getByText('Just exploring')).toBeInTheDocument();
    expect(within(card('B-AAAA-0004')).getByText('Space navigation')).toBeInTheDocument();
    expect(within(card('B-AAAA-0004')).getByText(/3:00\sPM \(Europe\/Berlin\)/)).toBeInTheDocument();
    expect(within(card('B-AAAA-0004')).getByText('Confirmed')).toBeInTheDocument();
    // A value no form offers shows as stored rather than as a message key.
    expect(within(card('C-AAAA-0005')).getByText('retired-subject')).toBeInTheDocument();
  });

  it('links email addresses (mailto:) and phone numbers (tel:)', () => {
    renderInbox({ items: [item('C-AAAA-0001', { email: 'ada@example.com', phone: '+44 (20) 7946-0018' })], total: 1, next: null });
    expect(screen.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(screen.getByRole('link', { name: '+44 (20) 7946-0018' })).toHaveAttribute('href', 'tel:+442079460018');
    // One left-to-right unit: never split across lines on a phone, nor reordered in the Arabic inbox.
    expect(screen.getByRole('link', { name: '+44 (20) 7946-0018' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: '+44 (20) 7946-0018' })).toHaveClass('whitespace-nowrap');
  });

  it('shows handled items differently from open ones, in text and not only in the button', () => {
    renderInbox({ items: [item('C-AAAA-0001'), item('C-AAAA-0002', { handled: true })], total: 2, next: null });
    expect(within(card('C-AAAA-0001')).getByTestId('inbox-state')).toHaveTextContent('Open');
    expect(within(card('C-AAAA-0002')).getByTestId('inbox-state')).toHaveTextContent('Handled');
    expect(card('C-AAAA-0001').className).not.toBe(card('C-AAAA-0002').className);
  });

  it("gives each card's button a name tied to its item, and one mechanism: the label changes, no aria-pressed", async () => {
    renderInbox({ items: [item('C-AAAA-0001'), item('C-AAAA-0002')], total: 2, next: null });
    const first = screen.getByRole('button', { name: 'Mark as handled C-AAAA-0001' });
    expect(screen.getByRole('button', { name: 'Mark as handled C-AAAA-0002' })).not.toBe(first);
    expect(first).not.toHaveAttribute('aria-pressed');
    await act(async () => fireEvent.click(first));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ kind: 'contact', reference: 'C-AAAA-0001', handled: true });
    const reopen = await screen.findByRole('button', { name: 'Mark as open C-AAAA-0001' });
    expect(reopen).not.toHaveAttribute('aria-pressed');
    expect(within(card('C-AAAA-0001')).getByTestId('inbox-state')).toHaveTextContent('Handled');
  });
});

describe('InboxView: filters and empty states', () => {
  it('lists nothing when every type is unticked, says why, and asks the server for nothing', async () => {
    renderInbox({ items: [item('C-AAAA-0001')], total: 1, next: null });
    for (const label of ['Quote request', 'Booking', 'Contact message', 'Subscriber', 'Privacy request']) fireEvent.click(screen.getByRole('checkbox', { name: label }));
    expect(screen.getByRole('status')).toHaveTextContent('No type is selected. Tick at least one type to see items.');
    expect(within(screen.getByTestId('inbox-list')).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByTestId('inbox-csv')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    // No request ever went out without a kind (which the server would read as every kind).
    expect(requested().every((url) => url.searchParams.getAll('kind').some(Boolean))).toBe(true);
  });

  it('says so when a search matches nothing, instead of only "0 items"', async () => {
    renderInbox({ items: [item('C-AAAA-0001')], total: 1, next: null });
    answer = (url) => (url.searchParams.get('q') ? { items: [], total: 0, next: null } : { items: [item('C-AAAA-0001')], total: 1, next: null });
    fireEvent.change(screen.getByTestId('inbox-search'), { target: { value: 'nobody' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No items match this search and these filters.'));
    expect(requested().at(-1)?.searchParams.get('q')).toBe('nobody');
  });

  it('says the inbox is empty when there is nothing at all', () => {
    renderInbox({ items: [], total: 0, next: null });
    expect(screen.getByRole('status')).toHaveTextContent('No submissions yet.');
  });

  it('exports every match as CSV with the filters but without a page limit', () => {
    renderInbox({ items: [item('C-AAAA-0001')], total: 1, next: null });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Booking' }));
    const href = new URL(screen.getByTestId('inbox-csv').getAttribute('href')!, 'http://localhost');
    expect(href.searchParams.getAll('kind')).toEqual(['quote', 'contact', 'subscriber', 'privacy']);
    expect(href.searchParams.get('format')).toBe('csv');
    expect(href.searchParams.has('limit')).toBe(false);
  });
});

describe('InboxView: paging', () => {
  it('says how many of how many are shown, loads more after the cursor, and moves focus to the first new item', async () => {
    const one = item('C-AAAA-0001');
    const two = item('C-AAAA-0002');
    renderInbox({ items: [one], total: 2, next: one.key });
    answer = (url) => (url.searchParams.get('after') === one.key ? { items: [two], total: 2, next: null } : { items: [one], total: 2, next: one.key });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 2 items');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(card('C-AAAA-0002')).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('2 items');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(document.activeElement).toBe(within(card('C-AAAA-0002')).getByRole('heading'));
    const more = requested().find((url) => url.searchParams.has('after'))!;
    expect(more.searchParams.get('after')).toBe(one.key);
    expect(more.searchParams.getAll('kind')).toEqual(['quote', 'booking', 'contact', 'subscriber', 'privacy']);
  });

  it('when a refresh takes the focused item out of the view, focus goes to the item now in its place, or to the count', async () => {
    const [one, two, three] = [item('C-AAAA-0011'), item('C-AAAA-0012'), item('C-AAAA-0013')];
    renderInbox({ items: [one, two, three], total: 3, next: null });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    // Reopened while the filter shows handled items: the next refresh no longer lists it.
    within(card('C-AAAA-0012')).getAllByRole('button')[0]!.focus();
    answer = () => ({ items: [one, three], total: 2, next: null });
    fireEvent.change(screen.getByTestId('inbox-search'), { target: { value: 'x' } });
    await waitFor(() => expect(document.querySelector('[data-reference="C-AAAA-0012"]')).toBeNull());
    expect(document.activeElement).toBe(within(card('C-AAAA-0013')).getByRole('heading'));
    // The last one gone: focus on the count, which says what is left.
    answer = () => ({ items: [], total: 0, next: null });
    fireEvent.change(screen.getByTestId('inbox-search'), { target: { value: 'xy' } });
    await waitFor(() => expect(document.querySelector('[data-reference="C-AAAA-0013"]')).toBeNull());
    expect(document.activeElement).toBe(screen.getByTestId('inbox-count'));
  });

  it('keeps the items loaded with "Load more" when the first page is refreshed', async () => {
    const [three, two] = [item('C-AAAA-0003'), item('C-AAAA-0002')];
    renderInbox({ items: [three], total: 3, next: three.key });
    answer = (url) => (url.searchParams.get('after') === three.key ? { items: [two], total: 3, next: two.key } : { items: [three], total: 3, next: three.key });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(card('C-AAAA-0002')).toBeInTheDocument());
    // The debounced refresh of the first page (as polling does) must not drop the second page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(card('C-AAAA-0002')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 3 items');
  });
});
