/** @jest-environment node */
import { scientific } from '@/lib/scientific';

// The demos printed "4.0e-3" beside "0.020" and "×10^−5": notation as code writes it.
describe('scientific', () => {
  it('prints a number as a mantissa times a power of ten, with a superscript exponent and true minus signs', () => {
    expect(scientific(0.004)).toBe('4.0 × 10⁻³');
    expect(scientific(0.0201, 1)).toBe('2.0 × 10⁻²');
    expect(scientific(-12345, 2)).toBe('−1.23 × 10⁴');
    expect(scientific(1e-10, 0)).toBe('1 × 10⁻¹⁰');
    expect(scientific(3.5, 1)).toBe('3.5 × 10⁰');
  });
});
