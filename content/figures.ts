/**
 * Figures the home page states in its "in figures" band, in the interface language (the labels
 * are in messages under Home.stats). The same facts appear in prose across content/ and
 * docs/content-guide.md; change them together.
 */
export type Figure = {
  key: 'researchers' | 'fidelity' | 'spacecraft' | 'managed';
  value: number;
  /** How the number is written: a count, a percentage (0.9982 -> 99.82%), or a number and a unit. */
  format: { style: 'count' } | { style: 'percent'; fractionDigits: number } | { style: 'unit'; unit: string };
};

export const homeFigures: readonly Figure[] = [
  { key: 'researchers', value: 310, format: { style: 'count' } },
  { key: 'fidelity', value: 0.9982, format: { style: 'percent', fractionDigits: 2 } },
  { key: 'spacecraft', value: 14, format: { style: 'count' } },
  { key: 'managed', value: 3.1, format: { style: 'unit', unit: 'GW' } },
];
