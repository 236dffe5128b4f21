/**
 * An iCalendar (RFC 5545) file for a booked consultation. Pure: no clock, no I/O; the caller
 * passes every value, so the browser and the server build the same file.
 */

export type IcsEvent = {
  /** Globally unique id, e.g. `B-7KD2-M9XA@tessellon.example`. */
  uid: string;
  start: Date | string;
  end: Date | string;
  /** When the file was made (DTSTAMP). */
  stamp: Date | string;
  summary: string;
  description?: string;
  /** The language of the summary and description (RFC 5545 LANGUAGE, a BCP 47 tag such as `de`). */
  language?: string;
  location?: string;
  url?: string;
  organizer?: { name: string; email: string };
};

/** 20261201T140000Z */
function utcStamp(value: Date | string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 length of one character (code point). */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = utf8Length(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: IcsEvent, productId = '-//Tessellon Research//Consultations//EN'): string {
  const languageParam = event.language && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(event.language) ? `;LANGUAGE=${event.language}` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY${languageParam}:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION${languageParam}:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.organizer) lines.push(`ORGANIZER;CN="${event.organizer.name.replace(/"/g, "'")}":mailto:${event.organizer.email}`);
  lines.push('STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The file name offered for download: `tessellon-consultation-B-7KD2-M9XA.ics`. */
export function icsFileName(reference: string): string {
  return `tessellon-consultation-${reference.replace(/[^A-Z0-9-]/gi, '')}.ics`;
}
