import { Fragment, type ReactNode } from 'react';

/**
 * A product or standard code: letters, a hyphen, then digits ("Orion-9", "GX-101", "KEM-768",
 * "DO-178C"). Browsers may break a line after the hyphen, which left "Orion-" at the end of a
 * heading and a lone "9" starting the next line.
 */
const CODE = /\b[A-Z][A-Za-z]*-\d+[A-Za-z]*\b/g;

/** The text with each code kept on one line; anything but a string is returned as it is. */
export function keepTogether(text: ReactNode): ReactNode {
  const codes = typeof text === 'string' ? [...text.matchAll(CODE)] : [];
  if (typeof text !== 'string' || !codes.length) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of codes) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="whitespace-nowrap">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
