import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { withLinks, withProductLinks, withProfileLink } from '@/components/sections/site-links';
import { productPages } from '@/content/product-pages';
import { getPage, pages } from '@/lib/content';

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

// A table's row heading: a person with a profile, or in a table of products the products it names.
describe('row headings', () => {
  const links = (heading: ReactNode, text: string) => {
    const { container, unmount } = inLocale('de', <p>{heading}</p>);
    const found = [...container.querySelectorAll('a')].map((anchor) => [anchor.textContent, anchor.getAttribute('href')]);
    expect(container).toHaveTextContent(text);
    unmount();
    return found;
  };
  const products = (heading: string) => links(withProductLinks(heading), heading);

  it('link someone with a profile page, and leave any other name as text', () => {
    expect(links(withProfileLink('Jonas Weber'), 'Jonas Weber')).toEqual([['Jonas Weber', '/de/team/jonas-weber']]);
    expect(withProfileLink('Orion-9 QPU')).toBe('Orion-9 QPU');
  });

  it("link each product a heading names to the page that describes it, the longest name first", () => {
    expect(products('Cellworks and Quantum Chip v3')).toEqual([
      ['Cellworks', '/de/products/robotics'],
      ['Quantum Chip v3', '/de/products/quantum-chip-v3'],
    ]);
    expect(products('PX10K, PX Phantom, EchoNet Defence, Helios Vault')).toEqual([
      ['PX10K', '/de/products/space'],
      ['PX Phantom', '/de/products/military'],
      ['EchoNet Defence', '/de/products/military'],
      ['Helios Vault', '/de/products/green-energy'],
    ]);
    expect(products('Lucy AI discovery service')).toEqual([['Lucy AI discovery service', '/de/products/ai-drug-discovery']]);
  });

  it('link the whole heading once when every product it names is on one page', () => {
    expect(products('Orion-9 and Aetherion Core')).toEqual([['Orion-9 and Aetherion Core', '/de/products/quantum']]);
    expect(products('Aetherion Core cloud')).toEqual([['Aetherion Core cloud', '/de/products/quantum']]);
  });

  it('leave a heading that names no product as text, and a name inside another word', () => {
    expect(withProductLinks('Hardware')).toBe('Hardware');
    expect(withProductLinks('EchoNetwork')).toBe('EchoNetwork');
  });

  it('name only product pages, and every row of a table of products names one and links away from its page', () => {
    for (const [name, path] of Object.entries(productPages)) expect({ name, product: Boolean(getPage(path)?.product) }).toEqual({ name, product: true });
    const tables = pages.flatMap((page) => page.blocks.flatMap((block) => (block.type === 'table' && block.products ? [{ page: page.path, rows: block.rows.map((row) => row[0]!) }] : [])));
    expect(tables.map((table) => table.page)).toEqual(['/products/compare', '/products/compare', '/products/compare', '/products/compare']);
    for (const { page, rows } of tables) {
      for (const row of rows) {
        const targets = products(row).map(([, href]) => href);
        expect({ row, linked: targets.length > 0, toItsOwnPage: targets.includes(`/de${page}`) }).toEqual({ row, linked: true, toItsOwnPage: false });
      }
    }
  });
});
