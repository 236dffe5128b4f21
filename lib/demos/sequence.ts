/** GenovaX demo: DNA sequence tools (GC content, reverse complement, translation, ORFs). */

/** Keeps A, C, G, T (U read as T), upper-cased; everything else (spaces, digits, FASTA header) is dropped. */
export function cleanSequence(input: string): string {
  return input
    .split('\n')
    .filter((line) => !line.startsWith('>'))
    .join('')
    .toUpperCase()
    .replace(/U/g, 'T')
    .replace(/[^ACGT]/g, '');
}

/** The share of G and C among the bases; null for no bases at all (0 / 0 is no measurement, not 0 %). */
export function gcContent(seq: string): number | null {
  if (!seq.length) return null;
  let gc = 0;
  for (const base of seq) if (base === 'G' || base === 'C') gc++;
  return gc / seq.length;
}

const complement: Record<string, string> = { A: 'T', T: 'A', G: 'C', C: 'G' };

export function reverseComplement(seq: string): string {
  let out = '';
  for (let i = seq.length - 1; i >= 0; i--) out += complement[seq.charAt(i)] ?? 'N';
  return out;
}

// The standard genetic code, codons in TCAG order.
const BASES = 'TCAG';
const AMINO = 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG';

export function codonToAmino(codon: string): string {
  if (codon.length !== 3) return '';
  const [a, b, c] = [...codon].map((base) => BASES.indexOf(base));
  if (a === undefined || b === undefined || c === undefined || a < 0 || b < 0 || c < 0) return 'X';
  return AMINO.charAt(a * 16 + b * 4 + c);
}

/** Translates from `frame` (0, 1, 2) to the end; stops are written `*`. */
export function translate(seq: string, frame = 0): string {
  let protein = '';
  for (let i = frame; i + 3 <= seq.length; i += 3) protein += codonToAmino(seq.slice(i, i + 3));
  return protein;
}

export type Orf = { strand: '+' | '-'; frame: number; start: number; end: number; lengthNt: number; protein: string };

/**
 * Open reading frames in all six frames: ATG to the first in-frame stop, at least `minCodons`
 * codons (stop excluded). Positions are 1-based on the given (forward) strand, start ≤ end.
 */
export function findOrfs(seq: string, minCodons = 30): Orf[] {
  const orfs: Orf[] = [];
  const scan = (strandSeq: string, strand: '+' | '-') => {
    for (let frame = 0; frame < 3; frame++) {
      const protein = translate(strandSeq, frame);
      let start = -1;
      for (let i = 0; i < protein.length; i++) {
        const aa = protein.charAt(i);
        if (start < 0 && aa === 'M') start = i;
        else if (start >= 0 && aa === '*') {
          if (i - start >= minCodons) {
            const from = frame + start * 3;
            const to = frame + i * 3 + 3; // exclusive, stop included
            const [a, b] = strand === '+' ? [from + 1, to] : [seq.length - to + 1, seq.length - from];
            orfs.push({ strand, frame: frame + 1, start: a, end: b, lengthNt: to - from, protein: protein.slice(start, i) });
          }
          start = -1;
        }
      }
    }
  };
  scan(seq, '+');
  scan(reverseComplement(seq), '-');
  return orfs.sort((x, y) => y.lengthNt - x.lengthNt);
}

/** GC content in sliding windows: [window centre (1-based), GC fraction]. */
export function gcWindows(seq: string, window: number, step = Math.max(1, Math.floor(window / 4))): [number, number][] {
  const points: [number, number][] = [];
  // Every window here has bases, so its share is a number.
  if (seq.length < window) return seq.length ? [[Math.ceil(seq.length / 2), gcContent(seq) ?? 0]] : [];
  for (let i = 0; i + window <= seq.length; i += step) points.push([i + window / 2, gcContent(seq.slice(i, i + window)) ?? 0]);
  return points;
}

/** A public example: the coding sequence of human insulin (INS, preproinsulin, NM_000207). */
export const EXAMPLE_SEQUENCE =
  'ATGGCCCTGTGGATGCGCCTCCTGCCCCTGCTGGCGCTGCTGGCCCTCTGGGGACCTGACCCAGCCGCAGCCTTTGTGAACCAACACCTGTGCGGCTCACACCTGGTGGAAGCTCTCTACCTAGTGTGCGGGGAACGAGGCTTCTTCTACACACCCAAGACCCGCCGGGAGGCAGAGGACCTGCAGGTGGGGCAGGTGGAGCTGGGCGGGGGCCCTGGTGCAGGCAGCCTGCAGCCCTTGGCCCTGGAGGGGTCCCTGCAGAAGCGTGGCATTGTGGAACAATGCTGTACCAGCATCTGCTCCCTCTACCAGCTGGAGAACTACTGCAACTAG';
