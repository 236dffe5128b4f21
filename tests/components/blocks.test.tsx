import { renderToStaticMarkup } from 'react-dom/server';
import { BlockView, specGroups } from '@/components/sections/blocks';

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
});
