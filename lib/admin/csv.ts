/**
 * CSV (RFC 4180) for the admin inbox export. Cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) are prefixed with an apostrophe.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record (the header when given the column names themselves), with its line break. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvRows(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return rows.map((row) => csvLine(columns.map((column) => row[column]))).join('');
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return csvLine(columns) + csvRows(columns, rows);
}
