import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { BookingCalendar } from '@/components/forms/booking-calendar';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const days = [{ day: '2026-12-02', slots: [{ start: '2026-12-02T14:00:00.000Z', end: '2026-12-02T14:30:00.000Z' }] }];

// On /ar/consultation at 390 px the legend broke inside its date: "2" ended one line and the month
// began the next. The date is set with no-break spaces, in every language.
describe('BookingCalendar', () => {
  it.each(['en', 'ar'] as const)('keeps the chosen day\'s date on one line in the times\' legend (%s)', (locale) => {
    render(
      <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en}>
        <BookingCalendar days={days} day="2026-12-02" slot={null} visitorZone="UTC" companyZone="America/New_York" onDay={jest.fn()} onSlot={jest.fn()} />
      </NextIntlClientProvider>,
    );
    const legend = screen.getAllByRole('group').at(-1)?.querySelector('legend')?.textContent ?? '';
    const date = locale === 'en' ? 'Wednesday,\u00a0December\u00a02' : 'الأربعاء،\u00a02\u00a0ديسمبر';
    expect(legend).toContain(date);
  });
});

describe('BookingCalendar day names', () => {
  // The Arabic name read "الأربعاء، 2 ديسمبر, وقت متاح واحد": an English comma in Arabic speech.
  it.each([
    ['en', 'Wednesday, December 2, 1 free time'],
    ['ar', 'الأربعاء، 2 ديسمبر، وقت متاح واحد'],
  ] as const)('names each day with its free times in the language\'s own punctuation (%s)', (locale, name) => {
    render(
      <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en}>
        <BookingCalendar days={days} day="2026-12-02" slot={null} visitorZone="UTC" companyZone="America/New_York" onDay={jest.fn()} onSlot={jest.fn()} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('radio', { name })).toBeInTheDocument();
  });
});
