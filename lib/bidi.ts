/**
 * A name quoted inside a sentence of a right-to-left language, isolated (U+2068 … U+2069) so that
 * a name in Latin letters keeps its punctuation: unisolated, "«Webinar: Lucy AI for protein
 * design, from prompt to plate»." in Arabic showed its closing mark and full stop on the wrong side.
 * Left-to-right sentences get the name as it is.
 */
export function quotedName(direction: 'rtl' | 'ltr', name: string): string {
  return direction === 'rtl' ? `\u2068${name}\u2069` : name;
}
