import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import ContactForm, { REQUESTED_DOCUMENT_MAX, requestFromLocation } from '@/components/forms/contact-form';
import QuoteForm from '@/components/forms/quote-form';
import BookingForm from '@/components/forms/booking-form';
import { SubscribeField, type SubscribeTexts } from '@/components/forms/subscribe-field';
import { GetStartedFlow } from '@/components/forms/get-started-flow';
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from '@/components/forms/kit';
import { ACCEPT_ALL, CONSENT_STORAGE_KEY, createRecord } from '@/lib/consent/record';
import { fakeResponse, guardClock, standInFormsFetch } from '../support/forms-fetch';

// The quote form reads ?interest= through the router; here the router's parameters are the address bar's.
jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), useSearchParams: () => new URLSearchParams(window.location.search) }));

const { answers, posts, header } = standInFormsFetch();
const advance = guardClock();

const wrap = (ui: ReactNode) => render(<NextIntlClientProvider locale="en" messages={en}>{ui}</NextIntlClientProvider>);

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('Subject'), 'sales');
  await user.type(screen.getByLabelText('Your message'), 'We would like to discuss a pilot.');
}

describe('form kit', () => {
  it('ties label, hint and error to the input', () => {
    wrap(<TextField name="name" label="Full name" hint="As on your badge" error="Fill in this field." required />);
    const input = screen.getByLabelText('Full name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your badge Fill in this field.');
  });

  it('gives email and phone inputs autocomplete hints, and email no spellcheck', () => {
    wrap(
      <>
        <EmailField name="email" label="Email" />
        <PhoneField name="phone" label="Phone" />
      </>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('spellcheck', 'false');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
  });

  it('ends a select\'s label too long for the field in an ellipsis, clear of the chevron', () => {
    wrap(<SelectField name="interest" label="Product or service" defaultValue="licensing" options={[{ value: 'licensing', label: 'Licensing our platforms and patents', lang: 'en' }]} />);
    expect(screen.getByLabelText('Product or service')).toHaveClass('text-ellipsis', 'pe-10');
    // On an Arabic page the English name took the page's direction, and the ellipsis ate its start.
    expect(screen.getByRole('option', { name: 'Licensing our platforms and patents' })).toHaveAttribute('dir', 'auto');
  });
});

// A message pasted past the limit was cut at it without a word.
describe('text area', () => {
  it('counts its characters over the last tenth of its limit, and says when the limit is reached', async () => {
    const user = userEvent.setup();
    wrap(<TextAreaField name="message" label="Your message" maxLength={100} />);
    const field = screen.getByLabelText('Your message');
    const status = screen.getByRole('status');
    await user.type(field, 'x'.repeat(89));
    expect(screen.queryByTestId('length-count')).toBeNull();
    await user.type(field, 'x');
    expect(screen.getByTestId('length-count')).toHaveTextContent('90 of 100 characters');
    expect(status).toBeEmptyDOMElement();
    await user.click(field);
    await user.paste('y'.repeat(30));
    expect(field).toHaveValue('x'.repeat(90) + 'y'.repeat(10));
    expect(screen.getByTestId('length-count')).toHaveTextContent('100 characters: the limit. Longer text is cut off.');
    expect(status).toHaveTextContent('100 characters: the limit. Longer text is cut off.');
  });
});

describe('contact form', () => {
  it('shows translated errors from the shared schema, announces them and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    wrap(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('4 fields need your attention.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((region) => region.textContent?.includes('4 fields need your attention.'))).toBe(true);
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Fill in this field.');
    // A required choice left empty asks to choose, not to fill in.
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Choose one option.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Enter an email address like name@example.com.'));
    expect(posts()).toHaveLength(0);
  });

  it('keeps the error summary\'s count to the fields still marked, and drops it once none is', async () => {
    const user = userEvent.setup();
    wrap(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('4 fields need your attention.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    expect(await screen.findByText('3 fields need your attention.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.selectOptions(screen.getByLabelText('Subject'), 'sales');
    expect(await screen.findByText('1 field needs your attention.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your message'), 'We would like to discuss a pilot.');
    await waitFor(() => expect(screen.queryByText(/needs? your attention/)).toBeNull());
    expect(posts()).toHaveLength(0);
  });

  it('posts once with an Idempotency-Key and shows the reference only after 201', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/forms/contact' ? { status: 201, body: { ok: true, reference: 'C-7KD2-M9XA' } } : undefined));
    // The success event goes through the consent-gated analytics module: consent given, gtag present.
    const gtag = jest.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createRecord(ACCEPT_ALL)));
    wrap(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('form-reference')).toHaveTextContent('C-7KD2-M9XA');
    expect(screen.getByTestId('form-success')).toHaveFocus();
    const [post] = posts();
    expect(header(post, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(post?.init?.body))).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'sales', message: 'We would like to discuss a pilot.', website: '', locale: 'en' });
    expect(gtag).toHaveBeenCalledWith('event', 'contact_form_submit', { form: 'contact' });
    delete (window as { gtag?: unknown }).gtag;
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  });

  it('"Send another message" brings back an empty form with focus in its first field, not on the page start', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/forms/contact' ? { status: 201, body: { ok: true, reference: 'C-7KD2-M9XB' } } : undefined));
    wrap(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByTestId('form-reference');
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
  });

  it('keeps the input after a server error and retries with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    wrap(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/could not be saved/)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Your message')).toHaveValue('We would like to discuss a pilot.');
    advance(2500);
    answers.push(() => ({ status: 201, body: { ok: true, reference: 'C-AAAA-BBBB' } }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('form-reference')).toHaveTextContent('C-AAAA-BBBB');
    const [first, second] = posts();
    expect(header(second, 'Idempotency-Key')).toBe(header(first, 'Idempotency-Key'));
  });

  // Submits the form refused count for neither guard: six tries in a minute at a form with errors,
  // then a corrected one, sends it at once (it was 'Too many attempts' for 3 minutes).
  it('does not count the submits that only showed errors toward the guards', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/forms/contact' ? { status: 201, body: { ok: true, reference: 'C-7KD2-M9XC' } } : undefined));
    wrap(<ContactForm />);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      advance(2100);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(await screen.findByText('4 fields need your attention.')).toBeInTheDocument();
    }
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('form-reference')).toHaveTextContent('C-7KD2-M9XC');
    expect(posts()).toHaveLength(1);
    expect(screen.queryByTestId('guard-message')).toBeNull();
  });

  it('blocks a second submit within 2 s, and the sixth within a minute with the spec message', async () => {
    const user = userEvent.setup();
    wrap(<ContactForm />);
    await fillContact(user);
    const submit = () => user.click(screen.getByRole('button', { name: 'Send message' }));
    await submit();
    await screen.findByText(/could not be saved/);
    advance(500);
    await submit();
    expect(posts()).toHaveLength(1);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      advance(2100);
      await submit();
      await waitFor(() => expect(posts()).toHaveLength(attempt));
    }
    advance(2100);
    await submit();
    expect(await screen.findByTestId('guard-message')).toHaveTextContent('Too many attempts. Please wait before trying again.');
    expect(posts()).toHaveLength(5);
  });

  it('says so when submissions are not configured, instead of pretending', async () => {
    global.fetch = jest.fn(async () => fakeResponse(200, { configured: false, driver: null })) as unknown as typeof fetch;
    wrap(<ContactForm />);
    expect(await screen.findByTestId('not-configured')).toHaveTextContent('Online submissions are not configured on this server');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('contact form reached from the downloads library or the events calendar', () => {
  it('chooses the subject and names the file in the message, which the visitor completes and sends', async () => {
    window.history.pushState({}, '', `/contact?${new URLSearchParams({ subject: 'documents', document: 'Orion-9 QPU datasheet' })}`);
    answers.push((url) => (url === '/api/forms/contact' ? { status: 201, body: { ok: true, reference: 'C-7KD2-M9XB' } } : undefined));
    const user = userEvent.setup();
    wrap(<ContactForm />);
    expect(screen.getByLabelText('Subject')).toHaveValue('documents');
    expect(screen.getByRole('option', { name: 'Documents, files and recordings' })).toBeInTheDocument();
    const message = screen.getByLabelText('Your message');
    expect(message).toHaveValue('Please send me the current version of “Orion-9 QPU datasheet”. I need it for: ');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('Filled in from the document you chose'));
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(message, 'a lab course in spring.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('form-reference')).toHaveTextContent('C-7KD2-M9XB');
    expect(JSON.parse(String(posts().at(-1)?.init?.body))).toMatchObject({
      subject: 'documents',
      message: 'Please send me the current version of “Orion-9 QPU datasheet”. I need it for: a lab course in spring.',
    });
    // Another message starts empty: the file has been asked for.
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    window.history.pushState({}, '', '/');
  });

  it('from the events calendar, chooses the events subject and names the event, asking who will attend', async () => {
    window.history.pushState({}, '', `/contact?${new URLSearchParams({ subject: 'events', event: 'Reykjavik open lab day 2027' })}`);
    answers.push((url) => (url === '/api/forms/contact' ? { status: 201, body: { ok: true, reference: 'C-7KD2-M9XC' } } : undefined));
    const user = userEvent.setup();
    wrap(<ContactForm />);
    expect(screen.getByLabelText('Subject')).toHaveValue('events');
    expect(screen.getByRole('option', { name: 'Registering for an event' })).toBeInTheDocument();
    const message = screen.getByLabelText('Your message');
    expect(message).toHaveValue('Please register me for “Reykjavik open lab day 2027”. Who will attend (name and organization): ');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('Filled in from the events calendar'));
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(message, 'Ada Lovelace, Analytical Engines Ltd.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('form-reference')).toHaveTextContent('C-7KD2-M9XC');
    expect(JSON.parse(String(posts().at(-1)?.init?.body))).toMatchObject({ subject: 'events', message: expect.stringContaining('Reykjavik open lab day 2027') });
    window.history.pushState({}, '', '/');
  });

  it('in Arabic, isolates a Latin event name so its closing quote and full stop stay on their side', () => {
    window.history.pushState({}, '', `/ar/contact?${new URLSearchParams({ subject: 'events', event: 'Webinar: Lucy AI for protein design' })}`);
    render(<NextIntlClientProvider locale="ar" messages={ar}>{<ContactForm />}</NextIntlClientProvider>);
    expect(screen.getByRole('textbox', { name: ar.Forms.fields.message })).toHaveValue(
      ar.Forms.contact.eventRequest.replace('{event}', '\u2068Webinar: Lucy AI for protein design\u2069'),
    );
    window.history.pushState({}, '', '/');
  });

  it('leaves the form empty for an unknown subject, and the message for an overlong or missing file name', () => {
    window.history.pushState({}, '', `/contact?${new URLSearchParams({ subject: 'sudo', document: 'x'.repeat(121) })}`);
    wrap(<ContactForm />);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.getByLabelText('Your message')).not.toHaveAccessibleDescription(expect.stringContaining('downloads library'));
    window.history.pushState({}, '', '/');
  });
});

describe('requestFromLocation', () => {
  it('reads a known subject and the file name as one plain line', () => {
    expect(requestFromLocation('?subject=documents&document=Color%20palette')).toEqual({ subject: 'documents', document: 'Color palette', event: '' });
    expect(requestFromLocation('?subject=press&document=%20Logo%0Apack%E2%80%8B%20%0D%0A')).toEqual({ subject: 'press', document: 'Logo pack', event: '' });
    expect(requestFromLocation('?document=Color%20palette')).toEqual({ subject: '', document: 'Color palette', event: '' });
    expect(requestFromLocation('?subject=__proto__')).toEqual({ subject: '', document: '', event: '' });
    // The message matches the subject: an event only under events, a file under any other.
    expect(requestFromLocation('?subject=documents&event=Open%20day')).toEqual({ subject: 'documents', document: '', event: '' });
    expect(requestFromLocation('?subject=events&document=Datasheet&event=Open%20day')).toEqual({ subject: 'events', document: '', event: 'Open day' });
    expect(requestFromLocation(`?document=${'x'.repeat(REQUESTED_DOCUMENT_MAX)}`).document).toHaveLength(REQUESTED_DOCUMENT_MAX);
    expect(requestFromLocation(`?document=${'x'.repeat(REQUESTED_DOCUMENT_MAX + 1)}`).document).toBe('');
  });
});

describe('quote form', () => {
  it('preselects the product named in ?interest= and rejects a missing message', async () => {
    window.history.pushState({}, '', '/request-quote?interest=quantum-chip-v3');
    const user = userEvent.setup();
    wrap(<QuoteForm labels={{ 'quantum-chip-v3': 'Quantum Chip v3 (Q3)' }} />);
    expect(screen.getByLabelText('Product or service')).toHaveValue('quantum-chip-v3');
    await user.type(screen.getByLabelText('Full name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Your message'), 'short');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByText('This is too short. Please write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    window.history.pushState({}, '', '/');
  });

  it('ignores an interest that is not a product or service', () => {
    window.history.pushState({}, '', '/request-quote?interest=<script>');
    wrap(<QuoteForm labels={{}} />);
    expect(screen.getByLabelText('Product or service')).toHaveValue('');
    window.history.pushState({}, '', '/');
  });
});

describe('booking form', () => {
  // Three consecutive slots on one day (14:00 to 17:00 UTC, two days ahead), so that they never
  // straddle midnight and split across two days of the calendar, whatever the time the test runs.
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 2);
  day.setUTCHours(14, 0, 0, 0);
  const future = (hours: number) => new Date(day.getTime() + hours * 3_600_000).toISOString();
  const slotsBody = () => ({
    timeZone: 'America/New_York',
    slotMinutes: 60,
    slots: [0, 1, 2].map((index) => ({ start: future(index), end: future(index + 1) })),
  });

  /** Waits for the free times, picks the first and fills the details a booking needs; the times shown. */
  async function chooseFirstTimeAndFill(user: ReturnType<typeof userEvent.setup>) {
    const times = (await screen.findAllByRole('radio', { name: /\d/ })).filter((radio) => radio.getAttribute('name') === 'slotStart');
    await user.click(times[0]!);
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.selectOptions(screen.getByLabelText('Discipline'), 'quantum-computing');
    return times;
  }

  it('offers free slots, sends the chosen one and refreshes the calendar on 409 slot_taken', async () => {
    jest.restoreAllMocks();
    const user = userEvent.setup();
    let body = slotsBody();
    const taken = body.slots[0]?.start;
    answers.push((url) => (url.startsWith('/api/booking/slots') ? { status: 200, body } : undefined));
    answers.push((url) => (url === '/api/forms/booking' ? { status: 409, body: { ok: false, error: 'slot_taken' } } : undefined));
    wrap(<BookingForm />);
    expect(await chooseFirstTimeAndFill(user)).toHaveLength(3);
    body = { ...body, slots: body.slots.slice(1) };
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await screen.findByText(/Someone booked that time a moment ago/)).toBeInTheDocument();
    const sent = JSON.parse(String(posts()[0]?.init?.body));
    expect(sent).toMatchObject({ slotStart: taken, topic: 'quantum-computing', timeZone: expect.any(String) });
    await waitFor(() => expect(document.querySelectorAll('input[name="slotStart"]')).toHaveLength(2));
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  });

  it('asks for a time when none is chosen', async () => {
    jest.restoreAllMocks();
    const user = userEvent.setup();
    answers.push((url) => (url.startsWith('/api/booking/slots') ? { status: 200, body: slotsBody() } : undefined));
    wrap(<BookingForm />);
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('Choose a time.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('lets go of a time the server no longer offers and shows what is free now', async () => {
    jest.restoreAllMocks();
    const user = userEvent.setup();
    let body = slotsBody();
    let slotRequests = 0;
    const refused = body.slots[0]?.start;
    answers.push((url) => (url.startsWith('/api/booking/slots') ? (slotRequests++, { status: 200, body }) : undefined));
    answers.push((url) => (url === '/api/forms/booking' ? { status: 400, body: { ok: false, error: 'invalid', fieldErrors: { slotStart: ['slotUnavailable'] } } } : undefined));
    wrap(<BookingForm />);
    await chooseFirstTimeAndFill(user);
    body = { ...body, slots: body.slots.slice(1) };
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('This time is no longer available. Please choose another.')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('input[name="slotStart"]')).toHaveLength(2));
    expect(slotRequests).toBe(2);
    expect(document.querySelector(`input[name="slotStart"][value="${refused}"]`)).toBeNull();
    expect(document.querySelector('input[name="slotStart"]:checked')).toBeNull();
  });

  it('asks again for free times when the tab comes back into view, and lets go of a time gone meanwhile', async () => {
    jest.restoreAllMocks();
    const user = userEvent.setup();
    let body = slotsBody();
    let slotRequests = 0;
    answers.push((url) => (url.startsWith('/api/booking/slots') ? (slotRequests++, { status: 200, body }) : undefined));
    wrap(<BookingForm />);
    const times = (await screen.findAllByRole('radio', { name: /\d/ })).filter((radio) => radio.getAttribute('name') === 'slotStart');
    await user.click(times[0]!);
    body = { ...body, slots: body.slots.slice(1) };
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(document.querySelectorAll('input[name="slotStart"]')).toHaveLength(2));
    expect(slotRequests).toBe(2);
    expect(document.querySelector('input[name="slotStart"]:checked')).toBeNull();
  });

  it('cannot be sent while there are no free times, and says whom to write to', async () => {
    jest.restoreAllMocks();
    answers.push((url) => (url.startsWith('/api/booking/slots') ? { status: 200, body: { ...slotsBody(), slots: [] } } : undefined));
    wrap(<BookingForm />);
    expect(await screen.findByText(/There are no free times in the next two weeks/)).toBeInTheDocument();
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Book this time' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.click(submit);
    expect(screen.queryByText(/need your attention/)).toBeNull();
    expect(posts()).toHaveLength(0);
  });
});

describe('subscribe field', () => {
  const texts: SubscribeTexts = {
    label: 'Email address for the newsletter',
    placeholder: 'Enter your email',
    button: 'Subscribe',
    sending: 'Sending…',
    success: 'You are subscribed.',
    reference: 'Your reference:',
    unsubscribe: 'Unsubscribe',
    already: 'This address was already subscribed, so nothing has changed. To unsubscribe, use the link shown when it subscribed, or email hello@tessellon.example.',
    tooManyAttempts: 'Too many attempts. Please wait before trying again.',
    errors: {
      email: 'Enter an email address like name@example.com.',
      required: 'Enter your email address.',
      opted_out: 'This address unsubscribed earlier, so it is not added again from here. To subscribe again, email hello@tessellon.example from this address.',
      network: 'Network',
      unknown: 'Unknown',
    },
  };

  it('has only a placeholder, a hidden label and a Subscribe button; shows the reference and unsubscribe link', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/forms/subscribe' ? { status: 201, body: { ok: true, reference: 'S-1234-ABCD', unsubscribeUrl: '/unsubscribe?token=abc' } } : undefined));
    wrap(<SubscribeField texts={texts} locale="en" />);
    const input = screen.getByPlaceholderText('Enter your email');
    expect(input).toHaveAccessibleName('Email address for the newsletter');
    expect(screen.getByText('Email address for the newsletter')).toHaveClass('sr-only');
    // The live region is there, empty, before the confirmation arrives in it (so it is announced).
    const live = screen.getByRole('status');
    expect(live).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByTestId('subscribe-error')).toHaveTextContent('Enter your email address.');
    // Marked invalid, and drawn so (the error border), not only focused.
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('border-security');
    expect(input).not.toHaveClass('border-line-strong');
    // The refused address used up no attempt: the corrected one goes at once, within 2 s.
    await user.type(input, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByTestId('subscribe-success')).toHaveTextContent('S-1234-ABCD');
    expect(screen.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute('href', '/unsubscribe?token=abc');
    expect(live).toContainElement(screen.getByTestId('subscribe-success'));
    // Focus follows the form's place to its confirmation instead of falling to <body>.
    expect(screen.getByTestId('subscribe-success')).toHaveFocus();
    // It shows the site's focus outline, offset from the text, not a ring on its edge through the letters.
    expect(screen.getByTestId('subscribe-success').className).not.toMatch(/\b(outline-none|ring-\d)/);
  });

  it('posts the address without the spaces around it, reports newsletter_subscribe, and links no unsubscribe address that is not a path', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/forms/subscribe' ? { status: 201, body: { ok: true, reference: 'S-1234-ABCE', unsubscribeUrl: 'javascript:alert(1)' } } : undefined));
    const gtag = jest.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createRecord(ACCEPT_ALL)));
    try {
      wrap(<SubscribeField texts={texts} locale="en" />);
      await user.type(screen.getByPlaceholderText('Enter your email'), '  ada@example.com ');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByTestId('subscribe-success')).toHaveTextContent('S-1234-ABCE');
      expect(JSON.parse(String(posts()[0]?.init?.body))).toMatchObject({ email: 'ada@example.com', locale: 'en' });
      expect(gtag).toHaveBeenCalledWith('event', 'newsletter_subscribe', { form: 'subscribe' });
      expect(screen.queryByRole('link', { name: 'Unsubscribe' })).toBeNull();
    } finally {
      delete (window as { gtag?: unknown }).gtag;
      localStorage.removeItem(CONSENT_STORAGE_KEY);
    }
  });
  it('says an address was subscribed already, with no unsubscribe link (the link is its first subscriber\'s), and counts no new subscriber', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/forms/subscribe' ? { status: 200, body: { ok: true, reference: 'S-1234-ABCF', alreadySubscribed: true } } : undefined));
    const gtag = jest.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createRecord(ACCEPT_ALL)));
    try {
      wrap(<SubscribeField texts={texts} locale="en" />);
      await user.type(screen.getByPlaceholderText('Enter your email'), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByTestId('subscribe-success')).toHaveTextContent('S-1234-ABCF');
      expect(screen.getByTestId('subscribe-already')).toHaveTextContent(texts.already);
      // It does not also thank for a new subscription, and the address it names is a link to write to.
      expect(screen.queryByText(texts.success)).toBeNull();
      expect(screen.getByRole('link', { name: 'hello@tessellon.example' })).toHaveAttribute('href', 'mailto:hello@tessellon.example');
      expect(screen.queryByRole('link', { name: 'Unsubscribe' })).toBeNull();
      expect(gtag).not.toHaveBeenCalledWith('event', 'newsletter_subscribe', expect.anything());
    } finally {
      delete (window as { gtag?: unknown }).gtag;
      localStorage.removeItem(CONSENT_STORAGE_KEY);
    }
  });

  it('says why an address that unsubscribed is not added again, and keeps the form', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/forms/subscribe' ? { status: 409, body: { ok: false, error: 'opted_out' } } : undefined));
    wrap(<SubscribeField texts={texts} locale="en" />);
    await user.type(screen.getByPlaceholderText('Enter your email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByTestId('subscribe-error')).toHaveTextContent(texts.errors.opted_out ?? '');
    expect(screen.getByRole('link', { name: 'hello@tessellon.example' })).toHaveAttribute('href', 'mailto:hello@tessellon.example');
    expect(screen.queryByTestId('subscribe-success')).toBeNull();
    expect(screen.getByPlaceholderText('Enter your email')).toHaveValue('ada@example.com');
  });
});

describe('get started', () => {
  it('asks three questions and links to the page the routing table names', async () => {
    const user = userEvent.setup();
    wrap(<GetStartedFlow />);
    await user.click(screen.getByRole('button', { name: 'Show my route' }));
    expect(screen.getAllByText('Choose one option.')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: /Evaluate hardware/ }));
    await user.click(screen.getByRole('radio', { name: /Quantum computing/ }));
    await user.click(screen.getByRole('radio', { name: /Ready to start/ }));
    advance(2500);
    await user.click(screen.getByRole('button', { name: 'Show my route' }));
    await act(async () => {});
    expect(screen.getByTestId('get-started-link')).toHaveAttribute('href', expect.stringContaining('/request-quote?interest=quantum-chip-v3'));
    // The address keeps the answers, so a reload or a shared link shows the same route.
    expect(window.location.search).toBe('?goal=hardware&field=quantum&stage=ready');
  });

  it('keeps the submit guards: a second submit within 2 s does nothing, a sixth in a minute is refused with the message', async () => {
    window.history.replaceState(null, '', '/get-started');
    const user = userEvent.setup();
    wrap(<GetStartedFlow />);
    const show = () => user.click(screen.getByRole('button', { name: 'Show my route' }));
    // Unanswered questions are marked without using up an attempt.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      advance(2100);
      await show();
    }
    expect(screen.getAllByText('Choose one option.')).toHaveLength(3);
    expect(screen.getByTestId('guard-message')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('radio', { name: /Evaluate hardware/ }));
    await user.click(screen.getByRole('radio', { name: /Quantum computing/ }));
    await user.click(screen.getByRole('radio', { name: /Ready to start/ }));
    await show();
    expect(await screen.findByTestId('get-started-result')).toBeInTheDocument();
    expect(window.location.search).toBe('?goal=hardware&field=quantum&stage=ready');
    // Within 2 s of the first submit: a changed answer is not taken up.
    await user.click(screen.getByRole('radio', { name: /Space navigation/ }));
    advance(500);
    await show();
    expect(window.location.search).toBe('?goal=hardware&field=quantum&stage=ready');
    advance(2100);
    await show();
    expect(window.location.search).toBe('?goal=hardware&field=space&stage=ready');
    for (let attempt = 3; attempt <= 5; attempt += 1) {
      advance(2100);
      await show();
    }
    expect(screen.getByTestId('guard-message')).toBeEmptyDOMElement();
    advance(2100);
    await show();
    expect(screen.getByTestId('guard-message')).toHaveTextContent('Too many attempts. Please wait before trying again.');
  });

  it('submits to its own page without script, and answers from the address once it runs', async () => {
    window.history.replaceState(null, '', '/get-started?goal=license&field=security&stage=pricing');
    try {
      wrap(<GetStartedFlow />);
      const form = screen.getByTestId('get-started-form');
      expect(form).toHaveAttribute('method', 'get');
      expect(screen.getByRole('radio', { name: /License software/ })).toBeChecked();
      expect(screen.getByRole('radio', { name: /Comparing costs/ })).toBeChecked();
      await waitFor(() => expect(screen.getByTestId('get-started-result')).toHaveFocus());
      expect(screen.getByTestId('get-started-link')).toHaveAttribute('href', expect.stringContaining('/request-quote?interest=licensing'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('marks the questions a partial answer in the address left open', async () => {
    window.history.replaceState(null, '', '/get-started?goal=research');
    try {
      wrap(<GetStartedFlow />);
      expect(screen.getByRole('radio', { name: /Research together/ })).toBeChecked();
      expect(screen.getAllByText('Choose one option.')).toHaveLength(2);
      expect(screen.queryByTestId('get-started-result')).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
