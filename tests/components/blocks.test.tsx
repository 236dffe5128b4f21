import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { BlockView, specGroups } from '@/components/sections/blocks';
import { requestHref } from '@/components/sections/request-link';
import { requestFromLocation } from '@/components/forms/contact-form';
import de from '@/messages/de.json';

// The blocks that load server-only modules (forms, listings) are not rendered here.
jest.mock('@/components/forms/form-block', () => ({ FormBlock: () => null }));
jest.mock('@/components/sections/listings', () => ({ ListingView: () => null }));

describe('content blocks', () => {
  it('a specs list names each term once, with every value of a shared label under it', () => {
    const rows = [
      { label: 'Animated', value: 'The single-cycle view' },
      { label: 'Real', value: 'The long-run data set' },
      { label: 'Real', value: 'The stability plot' },
      { label: 'Simulated', value: 'The noise' },
    ];
    expect(specGroups(rows)).toEqual([
      { label: 'Animated', values: ['The single-cycle view'] },
      { label: 'Real', values: ['The long-run data set', 'The stability plot'] },
      { label: 'Simulated', values: ['The noise'] },
    ]);
    const html = renderToStaticMarkup(<BlockView block={{ type: 'specs', heading: 'Data in the live demonstration', rows }} />);
    expect(html.match(/<dt/g)).toHaveLength(3);
    expect(html.match(/<dd/g)).toHaveLength(4);
    expect(html).toMatch(/<dt[^>]*>Real<\/dt><dd[^>]*>The long-run data set<\/dd><dd[^>]*>The stability plot<\/dd>/);
  });

  it('a block with a heading is a section holding it; one without is a plain division', () => {
    const headed = renderToStaticMarkup(<BlockView block={{ type: 'prose', heading: 'How we came to be', paragraphs: ['One.'] }} />);
    expect(headed).toMatch(/^<section><h2 id="how-we-came-to-be"/);
    const bare = renderToStaticMarkup(<BlockView block={{ type: 'prose', paragraphs: ['One.'] } as never} />);
    expect(bare.startsWith('<div>')).toBe(true);
    expect(bare).not.toContain('<section');
  });

  it('a table of files sent on request gives each file a Request link under its name, to the contact form', () => {
    const block = {
      type: 'table',
      heading: 'Datasheets',
      request: 'documents',
      columns: ['Document', 'Version'],
      rows: [
        ['Orion-9 QPU datasheet', '3.2'],
        ['Chron appliance datasheet', '2.1'],
      ],
    } as const;
    render(
      <NextIntlClientProvider locale="de" messages={de}>
        <BlockView block={{ ...block, columns: [...block.columns], rows: block.rows.map((row) => [...row]) }} />
      </NextIntlClientProvider>,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Document', 'Version']);
    const link = screen.getByRole('link', { name: 'Anfordern Orion-9 QPU datasheet' });
    // In the row's own header cell, under the file's name: never past the edge of a scrolled table.
    const rowHeader = screen.getByRole('rowheader', { name: /^Orion-9 QPU datasheet/ });
    expect(within(rowHeader).getByRole('link')).toBe(link);
    // Named by the file's name beside it, not a hidden copy that the row header would read twice.
    expect(rowHeader.textContent!.match(/Orion-9 QPU datasheet/g)).toHaveLength(1);
    // In the reader's language and direction inside the English table.
    expect(link).toHaveAttribute('lang', 'de');
    expect(link).toHaveAttribute('dir', 'ltr');
    const href = link.getAttribute('href')!;
    expect(href).toBe(`/de${requestHref('documents', 'Orion-9 QPU datasheet')}`);
    expect(href.endsWith('#form-contact')).toBe(true);
    // What the link asks for is what the contact form reads back.
    expect(requestFromLocation(new URL(href, 'https://example.com').search)).toEqual({ subject: 'documents', document: 'Orion-9 QPU datasheet', event: '' });
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('a table cell that is a hex colour shows a sample of that colour before its value, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(
      <BlockView block={{ type: 'table', heading: 'Colors', columns: ['Name', 'Hex', 'Use'], rows: [['Signal', '#0A6B74', 'Links'], ['Ink', 'Not #0B1220', 'Text']] }} />,
    );
    document.body.innerHTML = html;
    const samples = document.querySelectorAll('[data-colour-sample]');
    expect(samples).toHaveLength(1);
    expect(samples[0]).toHaveAttribute('aria-hidden', 'true');
    expect((samples[0] as HTMLElement).style.backgroundColor).toBe('rgb(10, 107, 116)');
    expect(samples[0]?.parentElement).toHaveTextContent('#0A6B74');
  });

  it('a table without request has no links', () => {
    const html = renderToStaticMarkup(<BlockView block={{ type: 'table', heading: 'Figures', columns: ['A'], rows: [['1']] }} />);
    expect(html).not.toContain('<a ');
    expect(html.match(/<th[ >]/g)).toHaveLength(2);
  });
});
