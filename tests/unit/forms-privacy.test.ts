import {
  ERROR_CODES,
  LIMITS,
  PRIVACY_RELATIONSHIPS,
  PRIVACY_REQUEST_TYPES,
  PRIVACY_STATES,
  REFERENCE_PATTERN,
  REFERENCE_PREFIX,
  privacySchema,
  privacyStatusSchema,
  privacyTargetDate,
  validateForm,
} from '@/lib/forms/schemas';

const request = { type: 'export', name: 'Ada Lovelace', email: 'ada@example.com', relationship: 'customer', locale: 'fr' };

function errorsOf(input: unknown) {
  const result = validateForm('privacy', input);
  if (result.ok) throw new Error(`expected the privacy form to reject ${JSON.stringify(input).slice(0, 200)}`);
  return result.fieldErrors;
}

describe('the privacy request schema (shared by the form and the server)', () => {
  it('accepts a valid request, every type and relationship, with or without details', () => {
    expect(validateForm('privacy', request)).toEqual({ ok: true, data: request });
    for (const type of PRIVACY_REQUEST_TYPES) for (const relationship of PRIVACY_RELATIONSHIPS) {
      const details = type === 'correct' ? 'My surname is misspelt: it is Lovelace.' : undefined;
      expect(validateForm('privacy', { ...request, type, relationship, ...(details ? { details } : {}) }).ok).toBe(true);
    }
    const trimmed = validateForm('privacy', { ...request, name: '  Ada  ', details: '  Line one\nline two  ' });
    expect(trimmed).toEqual({ ok: true, data: { ...request, name: 'Ada', details: 'Line one\nline two' } });
  });

  it('names each invalid field with its code', () => {
    expect(errorsOf({ ...request, type: 'sell' })).toEqual({ type: ['invalid'] });
    expect(errorsOf({ ...request, type: undefined })).toEqual({ type: ['required'] });
    expect(errorsOf({ ...request, relationship: 'landlord' })).toEqual({ relationship: ['invalid'] });
    expect(errorsOf({ ...request, name: '' })).toEqual({ name: ['required'] });
    expect(errorsOf({ ...request, email: 'ada@' })).toEqual({ email: ['email'] });
    expect(errorsOf({ ...request, email: '' })).toEqual({ email: ['required'] });
    expect(errorsOf({ ...request, locale: 'xx' })).toEqual({ locale: ['invalid'] });
    expect(errorsOf({ ...request, website: 'spam' })).toEqual({ website: ['invalid'] });
    expect(errorsOf({ ...request, state: 'completed' })).toEqual({ state: ['unknownField'] });
    expect(errorsOf({})).toEqual({ type: ['required'], name: ['required'], email: ['required'], relationship: ['required'], locale: ['required'] });
  });

  it('requires details (at least 10 characters) for a correction only', () => {
    expect(errorsOf({ ...request, type: 'correct' })).toEqual({ details: ['required'] });
    expect(errorsOf({ ...request, type: 'correct', details: '   ' })).toEqual({ details: ['required'] });
    expect(errorsOf({ ...request, type: 'correct', details: 'Wrong.' })).toEqual({ details: ['tooShort'] });
    // Alongside another field's error that does not stop validation (zod skips the cross-field
    // check once a field has failed outright, such as an empty name: then it follows on the next submit).
    expect(errorsOf({ ...request, type: 'correct', email: 'ada@' })).toEqual({ email: ['email'], details: ['required'] });
    expect(errorsOf({ ...request, type: 'correct', name: '' })).toEqual({ name: ['required'] });
    expect(validateForm('privacy', { ...request, type: 'delete', details: 'Short.' }).ok).toBe(true);
  });

  it('refuses oversized fields and markup', () => {
    expect(errorsOf({ ...request, details: 'x'.repeat(LIMITS.details.max + 1) })).toEqual({ details: ['tooLong'] });
    expect(validateForm('privacy', { ...request, details: 'x'.repeat(LIMITS.details.max) }).ok).toBe(true);
    expect(errorsOf({ ...request, name: 'x'.repeat(LIMITS.name.max + 1) })).toEqual({ name: ['tooLong'] });
    expect(errorsOf({ ...request, email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: ['tooLong'] });
    expect(errorsOf({ ...request, details: 'Please see <img src=x onerror=alert(1)>' })).toEqual({ details: ['markup'] });
    expect(errorsOf({ ...request, name: '<b>Ada</b>' })).toEqual({ name: ['markup'] });
    expect(errorsOf({ ...request, details: 'a\u0000b and more text' })).toEqual({ details: ['invalid'] });
    // A comparison is not markup.
    expect(validateForm('privacy', { ...request, details: 'Delete records where 2 < 3 and 5 > 4, please.' }).ok).toBe(true);
  });

  it('only emits known error codes', () => {
    for (const input of [{}, { type: 1, name: [], email: {}, details: 7 }, { details: 'x'.repeat(9999), type: 'correct' }]) {
      for (const codes of Object.values(validateForm('privacy', input).ok ? {} : errorsOf(input))) for (const code of codes) expect(ERROR_CODES).toContain(code);
    }
    expect(privacySchema.shape).toHaveProperty('details');
  });
});

describe('privacy references, states and target dates', () => {
  it('gives privacy requests their own prefix, accepted by REFERENCE_PATTERN', () => {
    expect(REFERENCE_PREFIX.privacy).toBe('P');
    expect(new Set(Object.values(REFERENCE_PREFIX)).size).toBe(Object.keys(REFERENCE_PREFIX).length);
    expect(REFERENCE_PATTERN.test('P-7KD2-M9XA')).toBe(true);
    expect(REFERENCE_PATTERN.test('C-7KD2-M9XA')).toBe(true);
    expect(REFERENCE_PATTERN.test('X-7KD2-M9XA')).toBe(false);
  });

  it('has the five states of the portal, in order', () => {
    expect(PRIVACY_STATES).toEqual(['received', 'verifying', 'in-progress', 'completed', 'closed']);
  });

  it('computes the target date of each type from the table on /privacy-portal', () => {
    const received = new Date('2026-11-26T22:30:00Z'); // a Thursday
    expect(privacyTargetDate('access', received)).toBe('2026-12-26');
    expect(privacyTargetDate('export', received)).toBe('2026-12-26');
    expect(privacyTargetDate('delete', received)).toBe('2026-12-26');
    expect(privacyTargetDate('correct', received)).toBe('2026-12-11');
    expect(privacyTargetDate('object', received)).toBe('2026-12-11');
    expect(privacyTargetDate('talent-pool', received)).toBe('2026-12-06');
    // Two business days: Friday, then Monday.
    expect(privacyTargetDate('opt-out', received)).toBe('2026-11-30');
    expect(privacyTargetDate('opt-out', new Date('2026-11-28T09:00:00Z'))).toBe('2026-12-01'); // from a Saturday
  });
});

describe('the "Follow a request" schema', () => {
  it('accepts a reference in any case with spaces around it, and normalises it', () => {
    expect(privacyStatusSchema.parse({ reference: ' p-7kd2-m9xa ', email: 'ada@example.com' })).toEqual({ reference: 'P-7KD2-M9XA', email: 'ada@example.com' });
  });

  it('refuses other forms\' references, malformed ones, a bad email and extra fields', () => {
    const codes = (input: unknown) => {
      const result = privacyStatusSchema.safeParse(input);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0] ?? issue.code, issue.message]));
    };
    expect(codes({ reference: 'C-7KD2-M9XA', email: 'ada@example.com' })).toEqual({ reference: 'reference' });
    expect(codes({ reference: 'P-7KD2-M9X', email: 'ada@example.com' })).toEqual({ reference: 'reference' });
    expect(codes({ reference: '', email: 'ada@example.com' })).toEqual({ reference: 'required' });
    expect(codes({ reference: 'P-7KD2-M9XA', email: 'nope' })).toEqual({ email: 'email' });
    expect(codes({ reference: 'P-7KD2-M9XA', email: 'ada@example.com', state: 'x' })).toEqual({ unrecognized_keys: expect.any(String) });
  });
});
