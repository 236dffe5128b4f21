import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { NoResultsHint } from '@/components/search/no-results-hint';

describe('NoResultsHint', () => {
  it('links the sitemap it suggests, in the page language', () => {
    render(
      <NextIntlClientProvider locale="de" messages={de}>
        <NoResultsHint />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/de/sitemap');
    // In a language other than English it says why an English word finds more.
    expect(screen.getByTestId('search-no-results-hint')).toHaveTextContent('Die Seitentexte sind auf Englisch');
  });

  it('in English suggests other words and the sitemap only', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <NoResultsHint />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('search-no-results-hint')).toHaveTextContent('Try fewer or different words, check the spelling, or browse the sitemap.');
    expect(screen.getByRole('link', { name: 'sitemap' })).toHaveAttribute('href', '/sitemap');
  });

  it('every language links its sitemap exactly once', () => {
    for (const locale of ['de', 'fr', 'es', 'it', 'pt', 'ru', 'tr', 'ar', 'hi', 'ja', 'ko', 'zh', 'zh-TW', 'en']) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const messages = require(`@/messages/${locale}.json`) as { Search: { noResultsHint: string } };
      expect(messages.Search.noResultsHint.match(/<sitemap>[^<]+<\/sitemap>/g)).toHaveLength(1);
    }
  });
});
