import { render } from '@testing-library/react';
import { keepTogether } from '@/components/ui/keep-together';

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
});
