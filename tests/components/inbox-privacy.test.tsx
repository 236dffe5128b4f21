import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { InboxView } from '@/components/admin/inbox-view';
import type { InboxItem, InboxPage } from '@/lib/admin/inbox-types';

jest.mock('@/lib/supabase/client', () => ({ browserSupabase: () => null }));

const privacy: InboxItem = {
  kind: 'privacy',
  id: '7',
  reference: 'P-7KD2-M9XA',
  key: '1793786400000000.privacy.7',
  createdAt: '2026-11-04T10:00:00.000Z',
  handled: false,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  summary: 'correct · customer · received · target 2026-11-19',
  details: { kind: 'privacy', type: 'correct', relationship: 'customer', state: 'received', stateChangedAt: '2026-11-04T10:00:00.000Z', targetDate: '2026-11-19' },
  body: 'My job title should read Chief Analyst.',
  company: '',
  phone: '',
  locale: 'en',
};

type Response = { ok: boolean; status: number; json: () => Promise<unknown> };
const json = (body: unknown, status = 200): Promise<Response> => Promise.resolve({ ok: status < 400, status, json: async () => body });
const CHANGED_AT = '2026-11-05T09:00:00.000Z';
// The server's copy of the request: a saved state is what the next GET answers, as a real server's would.
let stored: InboxItem = privacy;
let patchStatus = 200;
// When set, GETs wait for the test to answer them (a refresh still in flight).
let heldGets: ((response: Response) => void)[] | null = null;
const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
  if (init?.method === 'PATCH') {
    if (patchStatus !== 200) return json({ ok: false }, patchStatus);
    const state = JSON.parse(String(init.body)).state;
    if (stored.details.kind === 'privacy') stored = { ...stored, handled: state === 'completed' || state === 'closed', details: { ...stored.details, state, stateChangedAt: CHANGED_AT } };
    return json({ ok: true, state, stateChangedAt: CHANGED_AT });
  }
  const page = { ok: true, items: [stored], total: 1, next: null };
  if (heldGets) return new Promise<Response>((answer) => heldGets!.push(answer));
  return json(page);
});

beforeEach(() => {
  stored = privacy;
  patchStatus = 200;
  heldGets = null;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const renderInbox = (initial: InboxPage) =>
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <InboxView initial={initial} realtime={false} />
    </NextIntlClientProvider>,
  );

describe('InboxView: privacy requests', () => {
  it('offers privacy requests as their own kind and shows type, relationship, details, state and target date', () => {
    renderInbox({ items: [privacy], total: 1, next: null });
    expect(screen.getByRole('checkbox', { name: 'Privacy request' })).toBeChecked();
    const card = document.querySelector<HTMLElement>('[data-reference="P-7KD2-M9XA"]')!;
    expect(within(card).getByTestId('inbox-state')).toHaveTextContent('Received');
    expect(card).toHaveTextContent('RequestCorrect');
    // The administrator's word for it, not the form's question to the visitor ("Your relationship with us").
    expect(card).toHaveTextContent('Relationship to usCustomer account holder');
    expect(card).toHaveTextContent('Target dateNov 19, 2026');
    expect(within(card).getByTestId('inbox-body')).toHaveTextContent('My job title should read Chief Analyst.');
    // Its state is changed through the five states, not the handled toggle.
    expect(within(card).queryByRole('button', { name: /Mark as handled/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Move to P-7KD2-M9XA' })).toHaveValue('received');
  });

  it('moves a request to another state with PATCH /api/admin/privacy and shows the new state', async () => {
    const user = userEvent.setup();
    renderInbox({ items: [privacy], total: 1, next: null });
    const card = document.querySelector<HTMLElement>('[data-reference="P-7KD2-M9XA"]')!;
    const save = within(card).getByRole('button', { name: 'Save state P-7KD2-M9XA' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Move to P-7KD2-M9XA' }), 'completed');
    await user.click(save);
    await waitFor(() => expect(within(card).getByTestId('inbox-state')).toHaveTextContent('Completed'));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toBe('/api/admin/privacy');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ reference: 'P-7KD2-M9XA', state: 'completed' });
    expect(card).toHaveAttribute('data-handled', 'true');
    expect(card).toHaveTextContent('Last changeNov 5, 2026');
  });

  it("keeps the keyboard in the card after a saved change: the new control's select has the focus", async () => {
    const user = userEvent.setup();
    renderInbox({ items: [privacy], total: 1, next: null });
    const card = document.querySelector<HTMLElement>('[data-reference="P-7KD2-M9XA"]')!;
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Move to P-7KD2-M9XA' }), 'verifying');
    within(card).getByRole('button', { name: 'Save state P-7KD2-M9XA' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(card).getByTestId('inbox-state')).toHaveTextContent('Verifying'));
    await waitFor(() => expect(within(card).getByRole('combobox', { name: 'Move to P-7KD2-M9XA' })).toHaveFocus());
  });

  it('keeps a saved state when a refresh sent before the save is answered after it with the old one', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      heldGets = [];
      renderInbox({ items: [privacy], total: 1, next: null });
      const card = document.querySelector<HTMLElement>('[data-reference="P-7KD2-M9XA"]')!;
      // The first refresh leaves (250 ms after the view opened) and reads the request as received.
      await act(async () => {
        jest.advanceTimersByTime(300);
      });
      expect(heldGets).toHaveLength(1);
      const staleAnswer = heldGets[0]!;
      await user.selectOptions(within(card).getByRole('combobox', { name: 'Move to P-7KD2-M9XA' }), 'verifying');
      await user.click(within(card).getByRole('button', { name: 'Save state P-7KD2-M9XA' }));
      await waitFor(() => expect(within(card).getByTestId('inbox-state')).toHaveTextContent('Verifying'));
      // Its answer arrives after the save: the old state must not come back.
      await act(async () => staleAnswer({ ok: true, status: 200, json: async () => ({ ok: true, items: [privacy], total: 1, next: null }) }));
      expect(within(card).getByTestId('inbox-state')).toHaveTextContent('Verifying');
      expect(within(card).getByRole('combobox', { name: 'Move to P-7KD2-M9XA' })).toHaveValue('verifying');
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives a message its own direction, so English reads left to right in the Arabic inbox', () => {
    renderInbox({ items: [privacy], total: 1, next: null });
    expect(screen.getByTestId('inbox-body')).toHaveAttribute('dir', 'auto');
  });

  it('says so when the change could not be saved, keeping the old state', async () => {
    const user = userEvent.setup();
    patchStatus = 500;
    renderInbox({ items: [privacy], total: 1, next: null });
    const card = document.querySelector<HTMLElement>('[data-reference="P-7KD2-M9XA"]')!;
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Move to P-7KD2-M9XA' }), 'verifying');
    await user.click(within(card).getByRole('button', { name: 'Save state P-7KD2-M9XA' }));
    expect(await screen.findByText('The change could not be saved. Please try again.')).toBeInTheDocument();
    expect(within(card).getByTestId('inbox-state')).toHaveTextContent('Received');
  });
});
