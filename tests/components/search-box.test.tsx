import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { SearchBox } from '@/components/search/search-box';
import type { SearchResponse } from '@/lib/search/results';

const initial: SearchResponse = {
  query: 'qubit',
  total: 1,
  shown: 1,
  groups: [{ section: 'products', items: [{ id: '/products/quantum', href: '/products/quantum', section: 'products', title: 'Quantum products: Orion-9', snippet: 'Orion-9 has 256 qubits.', terms: ['qubits'] }] }],
};

const later: SearchResponse = {
  query: 'careers',
  total: 2,
  shown: 2,
  groups: [
    { section: 'careers', items: [{ id: '/careers', href: '/careers', section: 'careers', title: 'Careers: research and engineering roles', snippet: 'Open careers.', terms: ['careers'] }] },
    { section: 'blog', items: [{ id: '/tag/careers', href: '/tag/careers', section: 'blog', title: 'Articles tagged Careers', snippet: 'Posts.', terms: ['careers'] }] },
  ],
};

function renderBox() {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SearchBox action="/search" initial={initial} />
    </NextIntlClientProvider>,
  );
}

describe('SearchBox', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(later) }) as unknown as typeof fetch;
    window.history.replaceState(null, '', '/search?q=qubit');
  });
  afterEach(() => jest.useRealTimers());

  it('renders the server results grouped, highlighted and counted, inside a GET form', () => {
    renderBox();
    expect(screen.getByRole('search')).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “qubit”');
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByText('qubits', { selector: 'mark' })).toBeInTheDocument();
    // A result is English copy as a whole: title and snippet take English's direction in any page.
    const result = screen.getByRole('link', { name: 'Quantum products: Orion-9' }).closest('li');
    expect(result).toHaveAttribute('lang', 'en');
    expect(result).toHaveAttribute('dir', 'ltr');
  });

  it('searches as the visitor types, once per pause, and keeps the query in the address', async () => {
    renderBox();
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'care' } });
    fireEvent.change(box, { target: { value: 'careers' } });
    expect(window.location.search).toBe('?q=careers');
    await act(async () => {
      jest.advanceTimersByTime(250);
    });
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith('/api/search?q=careers&locale=en', expect.anything());
    expect(await screen.findByText('2 results for “careers”')).toBeInTheDocument();
    const careers = screen.getByRole('region', { name: 'Careers' });
    expect(within(careers).getByRole('link')).toHaveAttribute('href', '/careers');
  });

  it('says when the list is the best of more matches, so a cap never reads as the total', () => {
    const capped: SearchResponse = { ...initial, total: 214, shown: 1 };
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <SearchBox action="/search" initial={capped} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('search-count')).toHaveTextContent('The 1 most relevant of 214 results for “qubit”');
  });
});
