import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ConsentSummary } from '@/components/forms/consent-summary';
import { CONSENT_CHANGED_EVENT } from '@/lib/consent/events';
import { ACCEPT_ALL, CONSENT_STORAGE_KEY, REJECT_ALL, createRecord } from '@/lib/consent/record';
import en from '@/messages/en.json';

const show = () =>
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <ConsentSummary />
    </NextIntlClientProvider>,
  );

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => localStorage.clear());

describe('the cookie choice on /settings', () => {
  it('says when no choice has been made', () => {
    show();
    expect(screen.getByTestId('consent-summary')).toHaveTextContent('No choice made yet');
  });

  it('shows each category of the stored choice, and follows a new choice without a reload', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createRecord(REJECT_ALL, new Date('2026-11-20T10:00:00Z'))));
    show();
    expect(screen.getByText('Your choice of Nov 20, 2026:')).toBeInTheDocument();
    expect(valueOf('Essential')).toBe('Always on');
    expect(valueOf('Analytics')).toBe('Off');
    expect(valueOf('Marketing')).toBe('Off');
    expect(valueOf('Do not sell or share my personal information')).toBe('On');

    act(() => {
      localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createRecord(ACCEPT_ALL)));
      window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT));
    });
    expect(valueOf('Analytics')).toBe('On');
    expect(valueOf('Marketing')).toBe('On');
    expect(valueOf('Do not sell or share my personal information')).toBe('Off');
  });

  it('shows what runs: analytics ticked but "do not sell" on is off (the audit\'s Reject All, then Analytics on)', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createRecord({ analytics: true, marketing: false, doNotSell: true })));
    show();
    expect(valueOf('Analytics')).toBe('Off, because the setting below is on');
    expect(valueOf('Marketing')).toBe('Off');
    expect(valueOf('Do not sell or share my personal information')).toBe('On');
  });

  it('treats an expired or unreadable record as no choice', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createRecord(ACCEPT_ALL, new Date(Date.now() - 400 * 86_400_000))));
    show();
    expect(screen.getByTestId('consent-summary')).toHaveAttribute('data-state', 'none');
  });
});
