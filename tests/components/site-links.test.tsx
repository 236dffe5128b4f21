import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { withLinks } from '@/components/sections/site-links';

const inLocale = (locale: 'en' | 'de', ui: ReactNode) => render(<NextIntlClientProvider locale={locale} messages={{}}>{ui}</NextIntlClientProvider>);

// Copy named pages by their path ("set them at /settings", "bios at /media-kit") as plain text.
describe('withLinks', () => {
  it('links the pages a line of copy names by path, in the reader\'s language, with the words and punctuation around them kept', () => {
    const { container } = inLocale('de', <p>{withLinks('Set them at /settings, read /privacy-rights. Write to press@tessellon.example.')}</p>);
    expect(container).toHaveTextContent('Set them at /settings, read /privacy-rights. Write to press@tessellon.example.');
    expect(screen.getByRole('link', { name: '/settings' })).toHaveAttribute('href', '/de/settings');
    expect(screen.getByRole('link', { name: '/privacy-rights' })).toHaveAttribute('href', '/de/privacy-rights');
    expect(screen.getByRole('link', { name: 'press@tessellon.example' })).toHaveAttribute('href', 'mailto:press@tessellon.example');
  });

  it('links a nested page in English without a prefix', () => {
    inLocale('en', <p>{withLinks('See /blog/decoders-in-a-microsecond for the method.')}</p>);
    expect(screen.getByRole('link', { name: '/blog/decoders-in-a-microsecond' })).toHaveAttribute('href', '/blog/decoders-in-a-microsecond');
  });

  it('leaves paths that are no page, and slashes inside words, numbers and addresses, as text', () => {
    const { container } = inLocale('en', <p>{withLinks('Use the /hubs list and/or 24/7 support at 40 km/h; see https://tessellon.example/about.')}</p>);
    expect(container.querySelector('a')).toBeNull();
    expect(withLinks('No path here.')).toBe('No path here.');
  });
});
