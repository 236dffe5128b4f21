/** Decimal (SI) units, as Intl names them: 1 kB = 1,000 bytes, 1 MB = 1,000 kB. */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/**
 * A byte count in the largest unit under which it stays at least 1, with three significant digits,
 * in the reader's language ("1.07 MB", "4.3 GB", "4,3 Go", "512 bytes").
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  let unit = 0;
  while (unit < UNITS.length - 1 && Number(value.toPrecision(3)) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    ...(unit === 0 ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 3 }),
  }).format(value);
}
