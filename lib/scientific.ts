const SUPERSCRIPT: Record<string, string> = { '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };

/**
 * A number in scientific notation as it is printed, not as code writes it: 4.0 × 10⁻³ for 4.0e-3,
 * with `digits` after the point and a true minus in the exponent.
 */
export function scientific(value: number, digits = 1): string {
  const [mantissa = '', exponent = '0'] = value.toExponential(digits).split('e');
  const power = String(Number(exponent));
  return `${mantissa.replace('-', '−')} × 10${[...power].map((char) => SUPERSCRIPT[char] ?? char).join('')}`;
}
