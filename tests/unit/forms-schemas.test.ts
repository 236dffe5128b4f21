import { getPage, pagesUnder } from '@/lib/content';
import {
  BOOKING_TOPICS,
  CONTACT_SUBJECTS,
  ERROR_CODES,
  FORM_IDS,
  FORM_SCHEMAS,
  HONEYPOT_FIELD,
  LIMITS,
  QUOTE_INTERESTS,
  PRIVACY_REFERENCE_PATTERN,
  REFERENCE_PATTERN,
  fieldErrorsOf,
  honeypotFilled,
  isFormId,
  isIdempotencyKey,
  parseSubmission,
  quoteInterestPath,
  validateForm,
} from '@/lib/forms/schemas';

const quote = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  interest: 'quantum',
  message: 'We would like a quote for forty hours of Orion-9 time.',
  locale: 'en',
};
const booking = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  topic: 'quantum-computing',
  slotStart: '2026-12-01T14:00:00.000Z',
  timeZone: 'Europe/Paris',
  locale: 'fr',
};
const contact = { name: 'Ada', email: 'ada@example.com', subject: 'general', message: 'Hello there, a question.', locale: 'de' };
const subscribe = { email: 'ada@example.com', locale: 'en' };

function errorsOf(formId: (typeof FORM_IDS)[number], input: unknown) {
  const result = validateForm(formId, input);
  if (result.ok) throw new Error(`expected ${formId} to reject ${JSON.stringify(input).slice(0, 200)}`);
  return result.fieldErrors;
}

describe('form schemas', () => {
  it('accept a valid submission of every form and trim text', () => {
    const result = validateForm('quote', { ...quote, name: '  Ada Lovelace ', company: '', phone: '', budget: '', [HONEYPOT_FIELD]: '' });
    expect(result.ok && result.data.name).toBe('Ada Lovelace');
    expect(validateForm('booking', booking).ok).toBe(true);
    expect(validateForm('booking', { ...booking, slotStart: '2026-12-01T09:00:00-05:00', notes: 'Line one\nLine two', phone: '+1 (617) 555-0142' }).ok).toBe(true);
    expect(validateForm('contact', contact).ok).toBe(true);
    expect(validateForm('subscribe', subscribe).ok).toBe(true);
  });

  it('report missing fields as required and wrong types as invalid', () => {
    expect(errorsOf('quote', {})).toEqual(
      expect.objectContaining({ name: ['required'], email: ['required'], interest: ['required'], message: ['required'], locale: ['required'] }),
    );
    expect(errorsOf('contact', { ...contact, name: 42 })).toEqual({ name: ['invalid'] });
    expect(errorsOf('contact', { ...contact, name: '   ' })).toEqual({ name: ['required'] });
    expect(errorsOf('subscribe', { ...subscribe, locale: 'xx' })).toEqual({ locale: ['invalid'] });
    expect(errorsOf('quote', { ...quote, interest: 'compare' })).toEqual({ interest: ['invalid'] });
    expect(errorsOf('quote', { ...quote, budget: 'lots' })).toEqual({ budget: ['invalid'] });
    expect(errorsOf('booking', { ...booking, topic: 'astrology' })).toEqual({ topic: ['invalid'] });
    expect(errorsOf('subscribe', [])).toEqual({ _form: ['invalid'] });
    expect(errorsOf('subscribe', null)).toEqual({ _form: ['invalid'] });
  });

  it('check emails, phones, lengths', () => {
    expect(errorsOf('subscribe', { ...subscribe, email: 'not-an-email' })).toEqual({ email: ['email'] });
    expect(errorsOf('subscribe', { ...subscribe, email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: ['tooLong'] });
    expect(errorsOf('contact', { ...contact, phone: 'call me' })).toEqual({ phone: ['phone'] });
    expect(errorsOf('contact', { ...contact, phone: '+1 2' })).toEqual({ phone: ['phone'] });
    expect(errorsOf('contact', { ...contact, message: 'short' })).toEqual({ message: ['tooShort'] });
    expect(errorsOf('contact', { ...contact, message: 'x'.repeat(LIMITS.message.max + 1) })).toEqual({ message: ['tooLong'] });
    expect(errorsOf('contact', { ...contact, name: 'x'.repeat(1_000_000) })).toEqual({ name: ['tooLong'] });
    expect(validateForm('contact', { ...contact, message: 'x'.repeat(LIMITS.message.max) }).ok).toBe(true);
  });

  it('reject markup, control characters and lone surrogates', () => {
    expect(errorsOf('contact', { ...contact, message: 'Hi <script>alert(1)</script> there' })).toEqual({ message: ['markup'] });
    expect(errorsOf('contact', { ...contact, name: '<img src=x onerror=alert(1)>' })).toEqual({ name: ['markup'] });
    // A slash instead of a space after the tag name is still a tag to a browser.
    expect(errorsOf('contact', { ...contact, name: 'Eve <img/src=x onerror=alert(1)>' })).toEqual({ name: ['markup'] });
    expect(errorsOf('contact', { ...contact, message: 'Look <svg/onload=alert(1)> and <iframe/src=javascript:alert(1)> here' })).toEqual({ message: ['markup'] });
    // Comparisons and arrows are not markup.
    expect(validateForm('contact', { ...contact, message: 'We need a < 5 ms latency and x > y in most cases -> ok' }).ok).toBe(true);
    expect(errorsOf('contact', { ...contact, message: 'Hello <!-- hidden --> world' })).toEqual({ message: ['markup'] });
    expect(validateForm('contact', { ...contact, message: 'Is 3 < 5 and 7 > 2? Yes, it is.' }).ok).toBe(true);
    expect(errorsOf('contact', { ...contact, name: 'Ada\u0000' })).toEqual({ name: ['invalid'] });
    expect(errorsOf('contact', { ...contact, name: 'Ada\nLovelace' })).toEqual({ name: ['invalid'] });
    expect(errorsOf('contact', { ...contact, message: 'Broken \uD800 surrogate here' })).toEqual({ message: ['invalid'] });
    expect(errorsOf('contact', { ...contact, message: 'Broken \uDC00 surrogate here' })).toEqual({ message: ['invalid'] });
    expect(validateForm('contact', { ...contact, message: 'Emoji are fine 😀 — 量子 — مرحبا' }).ok).toBe(true);
  });

  it('reject unknown keys and a filled honeypot', () => {
    expect(errorsOf('subscribe', { ...subscribe, admin: true, role: 'x' })).toEqual({ admin: ['unknownField'], role: ['unknownField'] });
    expect(errorsOf('subscribe', { ...subscribe, [HONEYPOT_FIELD]: 'http://spam.example' })).toEqual({ [HONEYPOT_FIELD]: ['invalid'] });
    expect(honeypotFilled({ ...subscribe, [HONEYPOT_FIELD]: 'x' })).toBe(true);
    expect(honeypotFilled({ ...subscribe, [HONEYPOT_FIELD]: '' })).toBe(false);
    expect(honeypotFilled(subscribe)).toBe(false);
    expect(honeypotFilled('x')).toBe(false);
  });

  it('check booking instants and time zones', () => {
    expect(errorsOf('booking', { ...booking, slotStart: 'tomorrow at 10' })).toEqual({ slotStart: ['invalid'] });
    expect(errorsOf('booking', { ...booking, slotStart: '2026-12-01T14:00:00' })).toEqual({ slotStart: ['invalid'] });
    expect(errorsOf('booking', { ...booking, timeZone: 'Mars/Olympus_Mons' })).toEqual({ timeZone: ['invalid'] });
    expect(errorsOf('booking', { ...booking, timeZone: '' })).toEqual({ timeZone: ['required'] });
  });

  it('only ever emit known error codes', () => {
    const inputs: unknown[] = [{}, { name: 1, email: 2, message: [], locale: {}, extra: 1 }, { email: 'x'.repeat(300) }];
    for (const formId of FORM_IDS) {
      for (const input of inputs) {
        for (const codes of Object.values(errorsOf(formId, input))) {
          for (const code of codes) expect(ERROR_CODES).toContain(code);
        }
      }
    }
    const parsed = FORM_SCHEMAS.subscribe.safeParse({});
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrorsOf(parsed.error)).toEqual({ email: ['required'], locale: ['required'] });
  });

  it('keep the quote interests equal to the product and service pages', () => {
    const fromContent = [...pagesUnder('/products'), ...pagesUnder('/services')]
      .map((page) => page.path)
      .filter((path) => path !== '/products/compare');
    expect(QUOTE_INTERESTS.map(quoteInterestPath).sort()).toEqual(fromContent.sort());
  });

  it('parse a submission with its form id for the server', () => {
    const parsed = parseSubmission('booking', booking);
    expect(parsed.ok && parsed.submission.formId).toBe('booking');
    if (parsed.ok && parsed.submission.formId === 'booking') expect(parsed.submission.data.timeZone).toBe('Europe/Paris');
    expect(parseSubmission('subscribe', { email: 'x' })).toEqual({ ok: false, fieldErrors: { email: ['email'], locale: ['required'] } });
    const polluted = parseSubmission('subscribe', JSON.parse('{"email":"a@b.co","locale":"en","__proto__":{}}'));
    expect(polluted.ok).toBe(false);
    if (!polluted.ok) expect(Object.entries(polluted.fieldErrors)).toEqual([['__proto__', ['unknownField']]]);
  });

  it('have enumerations, ids, keys and references with the expected shapes', () => {
    expect(BOOKING_TOPICS.length).toBeGreaterThan(1);
    expect(CONTACT_SUBJECTS).toContain('general');
    expect(isFormId('quote')).toBe(true);
    expect(isFormId('admin')).toBe(false);
    expect(isIdempotencyKey('6f1c1a52-2b0e-4d5e-9a63-0c2b0f0b4a11')).toBe(true);
    expect(isIdempotencyKey('6f1c1a52-2b0e-1d5e-9a63-0c2b0f0b4a11')).toBe(false);
    expect(isIdempotencyKey("'; drop table bookings; --")).toBe(false);
    // The whole value is the key: nothing before or after it (it is stored as sent).
    expect(isIdempotencyKey(`6f1c1a52-2b0e-4d5e-9a63-0c2b0f0b4a11${'x'.repeat(1000)}`)).toBe(false);
    expect(isIdempotencyKey(' 6f1c1a52-2b0e-4d5e-9a63-0c2b0f0b4a11')).toBe(false);
    expect(isIdempotencyKey('6f1c1a52-2b0e-4d5e-9a63-0c2b0f0b4a11\n')).toBe(false);
    expect(REFERENCE_PATTERN.test('Q-7KD2-M9XA')).toBe(true);
    expect(REFERENCE_PATTERN.test('Q-7KD2-M9XI')).toBe(false);
    // A whole reference, nothing around it (the admin and calendar routes look it up as sent).
    expect(REFERENCE_PATTERN.test('xQ-7KD2-M9XA')).toBe(false);
    expect(REFERENCE_PATTERN.test('Q-7KD2-M9XA-1')).toBe(false);
    expect(PRIVACY_REFERENCE_PATTERN.test('P-7KD2-M9XA')).toBe(true);
    expect(PRIVACY_REFERENCE_PATTERN.test('Q-7KD2-M9XA')).toBe(false);
    expect(PRIVACY_REFERENCE_PATTERN.test('xP-7KD2-M9XA')).toBe(false);
    expect(PRIVACY_REFERENCE_PATTERN.test('P-7KD2-M9XA-1')).toBe(false);
  });
});

describe('the quote form and the pages it names', () => {
  it('every product and service in the quote form offers the form with itself preselected, on its own page', () => {
    const missing = QUOTE_INTERESTS.filter((interest) => !JSON.stringify(getPage(quoteInterestPath(interest)) ?? {}).includes(`"/request-quote?interest=${interest}"`));
    expect(missing).toEqual([]);
  });
});
