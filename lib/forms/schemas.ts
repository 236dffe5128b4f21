/**
 * The forms' schemas of record, shared by the browser (client-side checks) and the server (which
 * validates again and is the authority). Plain TypeScript over zod 4; no React, no server code.
 *
 * Error messages are stable CODES (see ERROR_CODES), never sentences: the interface translates
 * them through its `Forms.errors.<code>` messages.
 */
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { isOneOf } from '../guards';

// No `new Function` probe: the browser validates these too, under a script policy without
// 'unsafe-eval', where even a caught probe is reported as a violation.
z.config({ jitless: true });

export const FORM_IDS = ['quote', 'booking', 'contact', 'subscribe', 'privacy'] as const;
export type FormId = (typeof FORM_IDS)[number];

export function isFormId(value: unknown): value is FormId {
  return isOneOf(FORM_IDS, value);
}

/** A hidden text input that people leave empty and form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';

/** Every code a schema or the server can put in `fieldErrors`. */
export const ERROR_CODES = [
  'required', // missing or empty
  'invalid', // wrong type, not one of the allowed values, malformed
  'email', // not an email address
  'phone', // not a phone number
  'tooLong',
  'tooShort',
  'markup', // contains HTML tags
  'unknownField', // a key the form does not have
  'slotUnavailable', // booking: the slot is not (or no longer) offered
  'reference', // privacy status: not a privacy request's reference (P-XXXX-XXXX)
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field limits (characters). */
export const LIMITS = {
  name: { min: 1, max: 120 },
  email: { max: 254 },
  company: { max: 160 },
  phone: { min: 5, max: 40 },
  message: { min: 10, max: 5000 },
  notes: { max: 2000 },
  timeZone: { max: 64 },
  /** A privacy request's details: the contact form's message limits (required for a correction). */
  details: { min: 10, max: 5000 },
} as const;
export const NAME_MAX = LIMITS.name.max;
export const EMAIL_MAX = LIMITS.email.max;
export const COMPANY_MAX = LIMITS.company.max;
export const PHONE_MAX = LIMITS.phone.max;
export const MESSAGE_MIN = LIMITS.message.min;
export const MESSAGE_MAX = LIMITS.message.max;
export const NOTES_MAX = LIMITS.notes.max;

/** Largest request body the API accepts, in bytes. */
export const MAX_BODY_BYTES = 32 * 1024;

/** Reference prefix per form: Q-7KD2-M9XA, B-…, C-…, S-…, P-… (privacy requests). */
export const REFERENCE_PREFIX = { quote: 'Q', booking: 'B', contact: 'C', subscribe: 'S', privacy: 'P' } as const satisfies Record<FormId, string>;
/** Crockford-style alphabet without I, L, O, U (no look-alikes). */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^[QBCSP]-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** A privacy request's reference (P-7KD2-M9XA). */
export const PRIVACY_REFERENCE_PATTERN = /^P-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The `Idempotency-Key` header: a UUID v4 (what `crypto.randomUUID()` returns). */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/**
 * What a quote can be about: the product and service pages (slug after /products/ or /services/).
 * A unit test keeps this list equal to the pages in content/ (less /products/compare, which
 * compares products rather than being one). Kept literal so the browser bundle does not pull in content.
 */
export const QUOTE_PRODUCTS = [
  'quantum',
  'robotics',
  'biotech',
  'green-energy',
  'space',
  'military',
  'quantum-chip-v3',
  'ai-drug-discovery',
] as const;
export const QUOTE_SERVICES = ['partnerships', 'consulting', 'training', 'licensing', 'custom', 'support'] as const;
export const QUOTE_INTERESTS = [...QUOTE_PRODUCTS, ...QUOTE_SERVICES] as const;
export type QuoteInterest = (typeof QUOTE_INTERESTS)[number];

/** The page a quote interest names: `/products/quantum`, `/services/consulting`. */
export function quoteInterestPath(interest: QuoteInterest): string {
  return (QUOTE_PRODUCTS as readonly string[]).includes(interest) ? `/products/${interest}` : `/services/${interest}`;
}

export const QUOTE_BUDGETS = ['under-50k', '50k-250k', '250k-1m', 'over-1m', 'not-sure'] as const;
export const QUOTE_TIMELINES = ['within-3-months', '3-6-months', '6-12-months', 'over-12-months', 'exploring'] as const;
/** A consultation's discipline: the research groups whose scientists join the call. */
export const BOOKING_TOPICS = ['quantum-computing', 'ai-biotechnology', 'space-navigation', 'green-energy', 'encryption', 'other'] as const;
export const CONTACT_SUBJECTS = ['general', 'sales', 'support', 'documents', 'events', 'partnerships', 'press', 'careers', 'privacy'] as const;
/** What a privacy request asks for: the rows of the table on /privacy-portal, in its order. */
export const PRIVACY_REQUEST_TYPES = ['access', 'export', 'correct', 'delete', 'object', 'opt-out', 'talent-pool'] as const;
/** Who is asking, as the portal's copy lists the people it serves. */
export const PRIVACY_RELATIONSHIPS = ['visitor', 'customer', 'applicant', 'attendee', 'business-contact', 'other'] as const;
/** The five states of a privacy request, in the order a request moves through them. */
export const PRIVACY_STATES = ['received', 'verifying', 'in-progress', 'completed', 'closed'] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];
export type PrivacyRelationship = (typeof PRIVACY_RELATIONSHIPS)[number];
export type PrivacyState = (typeof PRIVACY_STATES)[number];
export const isPrivacyState = (value: unknown): value is PrivacyState => isOneOf(PRIVACY_STATES, value);

/**
 * The target time of each request type (the table on /privacy-portal): calendar days, or business
 * days (Monday to Friday) for an opt-out.
 */
export const PRIVACY_TARGETS: Record<PrivacyRequestType, { days: number; business?: true }> = {
  access: { days: 30 },
  export: { days: 30 },
  correct: { days: 15 },
  delete: { days: 30 },
  object: { days: 15 },
  'opt-out': { days: 2, business: true },
  'talent-pool': { days: 10 },
};

/** The target date (YYYY-MM-DD, UTC) of a request of `type` received at `received`. */
export function privacyTargetDate(type: PrivacyRequestType, received: Date): string {
  const { days, business } = PRIVACY_TARGETS[type];
  const date = new Date(Date.UTC(received.getUTCFullYear(), received.getUTCMonth(), received.getUTCDate()));
  if (!business) {
    date.setUTCDate(date.getUTCDate() + days);
  } else {
    for (let left = days; left > 0; ) {
      date.setUTCDate(date.getUTCDate() + 1);
      const weekday = date.getUTCDay();
      if (weekday !== 0 && weekday !== 6) left -= 1;
    }
  }
  return date.toISOString().slice(0, 10);
}

export type QuoteBudget = (typeof QUOTE_BUDGETS)[number];
export type QuoteTimeline = (typeof QUOTE_TIMELINES)[number];
export type BookingTopic = (typeof BOOKING_TOPICS)[number];
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

// ---------------------------------------------------------------------------------------------
// Field builders

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0/C1 control characters other than tab, line feed and carriage return. */
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** An HTML tag (`<script>`, `</b>`, `<img src=…>`), an HTML comment or a CDATA section. */
const MARKUP = /<\s*\/?\s*[a-z][a-z0-9-]*(?:[\s/][^<>]*)?\/?\s*>|<!--|<!\[CDATA\[/i;
const PHONE = /^\+?[0-9 ().-]+$/;

/** The code for a value of the wrong type: 'required' when absent, 'invalid' otherwise. */
const typeError = (issue: { input?: unknown }): ErrorCode => (issue.input === undefined || issue.input === null ? 'required' : 'invalid');

type TextOptions = { min?: number; max: number; multiline?: boolean };

/** Trimmed text: well-formed Unicode, no control characters, no markup, within the limits. */
function text({ min = 0, max, multiline = false }: TextOptions) {
  let schema = z
    .string({ error: typeError })
    .trim()
    .refine((value) => !LONE_SURROGATE.test(value), { error: 'invalid', abort: true })
    .refine((value) => !(multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(value), { error: 'invalid', abort: true })
    .refine((value) => !MARKUP.test(value), { error: 'markup', abort: true })
    .refine((value) => value.length <= max, { error: 'tooLong', abort: true });
  if (min > 0) {
    schema = schema
      .refine((value) => value.length > 0, { error: 'required', abort: true })
      .refine((value) => value.length >= min, { error: 'tooShort' });
  }
  return schema;
}

const email = () =>
  z
    .string({ error: typeError })
    .trim()
    .refine((value) => value.length > 0, { error: 'required', abort: true })
    .refine((value) => value.length <= LIMITS.email.max, { error: 'tooLong', abort: true })
    .pipe(z.email({ error: 'email' }));

/** Optional phone: empty or digits with + ( ) - . and spaces, 5..40 characters. */
const phone = () =>
  z
    .string({ error: typeError })
    .trim()
    .refine((value) => value.length <= LIMITS.phone.max, { error: 'tooLong', abort: true })
    .refine((value) => value === '' || (PHONE.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= LIMITS.phone.min), {
      error: 'phone',
    })
    .optional();

/** One of `values`; also '' or absent when `optional`. */
function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: typeError });
}
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.literal('')], { error: 'invalid' }).optional();
}

const locale = () => z.enum(LANGUAGES, { error: typeError });
const honeypot = () => z.string({ error: 'invalid' }).max(0, { error: 'invalid' }).optional();

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// The four forms

export const quoteSchema = z
  .object({
    name: text({ min: LIMITS.name.min, max: LIMITS.name.max }),
    email: email(),
    company: text({ max: LIMITS.company.max }).optional(),
    phone: phone(),
    interest: choice(QUOTE_INTERESTS),
    budget: optionalChoice(QUOTE_BUDGETS),
    timeline: optionalChoice(QUOTE_TIMELINES),
    message: text({ min: LIMITS.message.min, max: LIMITS.message.max, multiline: true }),
    locale: locale(),
    [HONEYPOT_FIELD]: honeypot(),
  })
  .strict();

export const bookingSchema = z
  .object({
    name: text({ min: LIMITS.name.min, max: LIMITS.name.max }),
    email: email(),
    company: text({ max: LIMITS.company.max }).optional(),
    phone: phone(),
    topic: choice(BOOKING_TOPICS),
    /** An ISO 8601 instant (`2026-12-01T14:00:00.000Z` or with an offset); the server checks it is an offered slot. */
    slotStart: z.iso.datetime({ offset: true, error: typeError }),
    /** The visitor's IANA time zone, for display and the confirmation only. */
    timeZone: z
      .string({ error: typeError })
      .refine((value) => value.length > 0, { error: 'required', abort: true })
      .refine((value) => value.length <= LIMITS.timeZone.max, { error: 'tooLong', abort: true })
      .refine(isTimeZone, { error: 'invalid' }),
    notes: text({ max: LIMITS.notes.max, multiline: true }).optional(),
    locale: locale(),
    [HONEYPOT_FIELD]: honeypot(),
  })
  .strict();

export const contactSchema = z
  .object({
    name: text({ min: LIMITS.name.min, max: LIMITS.name.max }),
    email: email(),
    phone: phone(),
    subject: choice(CONTACT_SUBJECTS),
    message: text({ min: LIMITS.message.min, max: LIMITS.message.max, multiline: true }),
    locale: locale(),
    [HONEYPOT_FIELD]: honeypot(),
  })
  .strict();

export const subscribeSchema = z
  .object({
    email: email(),
    locale: locale(),
    [HONEYPOT_FIELD]: honeypot(),
  })
  .strict();

/** A correction needs details: which data is wrong and what it should say. */
const needsDetails = (type: unknown) => type === 'correct';

export const privacySchema = z
  .object({
    type: choice(PRIVACY_REQUEST_TYPES),
    name: text({ min: LIMITS.name.min, max: LIMITS.name.max }),
    email: email(),
    relationship: choice(PRIVACY_RELATIONSHIPS),
    details: text({ max: LIMITS.details.max, multiline: true }).optional(),
    locale: locale(),
    [HONEYPOT_FIELD]: honeypot(),
  })
  .strict()
  // Checked once the type and the details are valid themselves, alongside the other fields' errors
  // unless one of them stopped validation outright (zod then skips cross-field checks).
  .refine((value) => !needsDetails(value.type) || (value.details ?? '').length > 0, {
    path: ['details'],
    error: 'required',
    abort: true,
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'type' || issue.path?.[0] === 'details'),
  })
  .refine((value) => !needsDetails(value.type) || (value.details ?? '').length >= LIMITS.details.min, {
    path: ['details'],
    error: 'tooShort',
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'type' || issue.path?.[0] === 'details'),
  });

/** "Follow a request": the reference (any case, spaces around it ignored) and the email it was made with. */
export const privacyStatusSchema = z
  .object({
    reference: z
      .string({ error: typeError })
      .trim()
      .toUpperCase()
      .refine((value) => value.length > 0, { error: 'required', abort: true })
      .refine((value) => PRIVACY_REFERENCE_PATTERN.test(value), { error: 'reference' }),
    email: email(),
  })
  .strict();
export type PrivacyStatusInput = z.input<typeof privacyStatusSchema>;

/** `POST /api/privacy/status`: a request's state, only to whoever knows its reference and email. */
export type PrivacyStatusFound = {
  ok: true;
  reference: string;
  type: PrivacyRequestType;
  state: PrivacyState;
  /** ISO instants. */
  receivedAt: string;
  stateChangedAt: string;
  /** YYYY-MM-DD */
  targetDate: string;
};
export type PrivacyStatusResponse =
  | PrivacyStatusFound
  | { ok: false; error: 'invalid'; fieldErrors: FieldErrors }
  | { ok: false; error: 'not_found' | 'rate_limited' | 'not_configured' | 'storage_failed' | 'unsupported_media_type' | 'too_large'; retryAfter?: number };

export type QuoteInput = z.input<typeof quoteSchema>;
export type BookingInput = z.input<typeof bookingSchema>;
export type ContactInput = z.input<typeof contactSchema>;
export type SubscribeInput = z.input<typeof subscribeSchema>;
export type PrivacyInput = z.input<typeof privacySchema>;
export type QuoteData = z.output<typeof quoteSchema>;
export type BookingData = z.output<typeof bookingSchema>;
export type ContactData = z.output<typeof contactSchema>;
export type SubscribeData = z.output<typeof subscribeSchema>;
export type PrivacyData = z.output<typeof privacySchema>;

export type FormValues = {
  quote: QuoteData;
  booking: BookingData;
  contact: ContactData;
  subscribe: SubscribeData;
  privacy: PrivacyData;
};
export type FormInput = {
  quote: QuoteInput;
  booking: BookingInput;
  contact: ContactInput;
  subscribe: SubscribeInput;
  privacy: PrivacyInput;
};

export const FORM_SCHEMAS: { readonly [F in FormId]: z.ZodType<FormValues[F], FormInput[F]> } = {
  quote: quoteSchema,
  booking: bookingSchema,
  contact: contactSchema,
  subscribe: subscribeSchema,
  privacy: privacySchema,
};

// ---------------------------------------------------------------------------------------------
// Errors and responses

export type FieldErrors = Record<string, ErrorCode[]>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return isOneOf(ERROR_CODES, value);
}

/** `{ field: ['code', …] }` from a zod error; unknown keys become `unknownField` on each key. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  const add = (field: string, code: ErrorCode) => {
    const list = (out[field] ??= []);
    if (!list.includes(code)) list.push(code);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, 'unknownField');
      continue;
    }
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    add(field, isErrorCode(issue.message) ? issue.message : 'invalid');
  }
  return out;
}

export type ValidationResult<F extends FormId> =
  | { ok: true; data: FormValues[F] }
  | { ok: false; fieldErrors: FieldErrors };

/** Validate `input` against form `formId`'s schema. A non-object input is one `_form: ['invalid']` error. */
export function validateForm<F extends FormId>(formId: F, input: unknown): ValidationResult<F> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, fieldErrors: { _form: ['invalid'] } };
  }
  // JSON.parse makes `__proto__` an own key, which object schemas skip: refuse it explicitly.
  const forbidden = Object.keys(input).filter((key) => key === '__proto__' || key === 'constructor' || key === 'prototype');
  if (forbidden.length > 0) return { ok: false, fieldErrors: Object.fromEntries(forbidden.map((key) => [key, ['unknownField']])) };
  const result = FORM_SCHEMAS[formId].safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}

/** A validated submission: the form id and its data, correlated (switch on formId to narrow data). */
export type FormSubmission = { [F in FormId]: { formId: F; data: FormValues[F] } }[FormId];

/** Like validateForm, with the result as a FormSubmission (what the server stores). */
export function parseSubmission(formId: FormId, input: unknown): { ok: true; submission: FormSubmission } | { ok: false; fieldErrors: FieldErrors } {
  switch (formId) {
    case 'quote': {
      const result = validateForm('quote', input);
      return result.ok ? { ok: true, submission: { formId, data: result.data } } : result;
    }
    case 'booking': {
      const result = validateForm('booking', input);
      return result.ok ? { ok: true, submission: { formId, data: result.data } } : result;
    }
    case 'contact': {
      const result = validateForm('contact', input);
      return result.ok ? { ok: true, submission: { formId, data: result.data } } : result;
    }
    case 'subscribe': {
      const result = validateForm('subscribe', input);
      return result.ok ? { ok: true, submission: { formId, data: result.data } } : result;
    }
    case 'privacy': {
      const result = validateForm('privacy', input);
      return result.ok ? { ok: true, submission: { formId, data: result.data } } : result;
    }
  }
}

/** True when the honeypot field is present and not empty (a bot). */
export function honeypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value: unknown = Reflect.get(input, HONEYPOT_FIELD);
  return typeof value === 'string' && value !== '';
}

/** The JSON bodies `POST /api/forms/{formId}` answers with. */
export type FormErrorCode =
  | 'invalid'
  | 'too_large'
  | 'unsupported_media_type'
  | 'idempotency_key'
  | 'idempotency_conflict'
  | 'slot_taken'
  /** A subscription for an address that unsubscribed: nothing stored. */
  | 'opted_out'
  | 'rate_limited'
  | 'not_configured'
  | 'storage_failed';
export type FormSuccess = {
  ok: true;
  reference: string;
  /** A new subscription only: the link that ends it (the token is its subscriber's secret). */
  unsubscribeUrl?: string;
  /** A subscription for an address that was subscribed already: nothing changed, no link. */
  alreadySubscribed?: boolean;
  /** Privacy requests: the request's state and target date (YYYY-MM-DD) once stored. */
  state?: PrivacyState;
  targetDate?: string;
};
export type FormFailure = { ok: false; error: FormErrorCode; fieldErrors?: FieldErrors; retryAfter?: number };
export type FormResponse = FormSuccess | FormFailure;

/** `GET /api/booking/slots` */
export type BookingSlot = { start: string; end: string };
export type BookingSlotsResponse = { timeZone: string; slotMinutes: number; slots: BookingSlot[] };

/** `GET /api/forms/status` */
export type FormsStatus = { configured: boolean; driver: 'pglite' | 'postgres' | null };
