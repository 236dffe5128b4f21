import { render } from '@testing-library/react';
import { keepTogether } from '@/components/ui/keep-together';
import { Heading, Section } from '@/components/ui/section';

const spans = (container: HTMLElement) => [...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent);

describe('keepTogether', () => {
  it('keeps each product or standard code on one line and the rest of the text as it was', () => {
    const { container } = render(<h1>{keepTogether('Quantum Chip v3: the Orion-9 tile, with KEM-768 and DO-178C')}</h1>);
    expect(container.textContent).toBe('Quantum Chip v3: the Orion-9 tile, with KEM-768 and DO-178C');
    expect(spans(container)).toEqual(['Orion-9', 'KEM-768', 'DO-178C']);
  });

  it('leaves text without a code, hyphenated words and anything but a string untouched', () => {
    expect(keepTogether('Two-qubit gates, post-quantum keys')).toBe('Two-qubit gates, post-quantum keys');
    const node = <em>Orion-9</em>;
    expect(keepTogether(node)).toBe(node);
    const { container } = render(<h1>{keepTogether('A code at the end: GX-101')}</h1>);
    expect(spans(container)).toEqual(['GX-101']);
  });

  it('is applied by every heading of the section components, not only the page title', () => {
    const { container } = render(
      <Section title="Where Orion-9 stands" headingId="where" titleSize="section">
        <Heading level={3}>Retina regeneration with GX-101</Heading>
        <Heading level={2} className="section-title">
          Run a circuit on Orion-9
        </Heading>
      </Section>,
    );
    expect(spans(container)).toEqual(['Orion-9', 'GX-101', 'Orion-9']);
    expect(container.querySelector('h3')?.textContent).toBe('Retina regeneration with GX-101');
  });
});
