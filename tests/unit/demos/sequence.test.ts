import { EXAMPLE_SEQUENCE, cleanSequence, findOrfs, gcContent, reverseComplement, translate } from '@/lib/demos/sequence';

describe('sequence tools', () => {
  const textbook = 'ATGGCCATTGTAATGGGCCGCTGAAAGGGTGCCCGATAG';
  it('GC content of a known sequence', () => {
    expect(gcContent('ATGC')).toBe(0.5);
    // No bases is no measurement: the demo shows "—", not "0.0%".
    expect(gcContent('')).toBeNull();
    expect(gcContent(cleanSequence('NNNN'))).toBeNull();
    expect(gcContent('GGCCAT')).toBeCloseTo(4 / 6, 12);
    expect(gcContent(textbook)).toBeCloseTo(22 / 39, 12);
  });
  it('reverse complement', () => {
    expect(reverseComplement('ATGCCGTA')).toBe('TACGGCAT');
    expect(reverseComplement(reverseComplement(textbook))).toBe(textbook);
  });
  it('translation with the standard code (textbook example)', () => {
    expect(translate(textbook)).toBe('MAIVMGR*KGAR*');
    expect(translate('TTTTGGTAATGA')).toBe('FW**');
  });
  it('translates human preproinsulin (110 amino acids)', () => {
    const protein = translate(EXAMPLE_SEQUENCE);
    expect(protein).toBe('MALWMRLLPLLALLALWGPDPAAAFVNQHLCGSHLVEALYLVCGERGFFYTPKTRREAEDLQVGQVELGGGPGAGSLQPLALEGSLQKRGIVEQCCTSICSLYQLENYCN*');
    expect(gcContent(EXAMPLE_SEQUENCE)).toBeGreaterThan(0.6);
  });
  it('finds the insulin ORF on the + strand, frame 1', () => {
    const [longest] = findOrfs(EXAMPLE_SEQUENCE, 30);
    expect(longest).toMatchObject({ strand: '+', frame: 1, start: 1, end: 333, lengthNt: 333 });
  });
  it('finds an ORF on the reverse strand with forward coordinates', () => {
    const orf = 'ATG' + 'GCT'.repeat(5) + 'TAA';
    const seq = 'CC' + reverseComplement(orf) + 'CC';
    const found = findOrfs(seq, 5).find((o) => o.strand === '-');
    expect(found).toMatchObject({ start: 3, end: 2 + orf.length, protein: 'MAAAAA' });
  });
  it('cleans FASTA input and RNA', () => {
    expect(cleanSequence('>x\nau gc\n12 n')).toBe('ATGC');
  });
});
