import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import PrivacyForm from '@/components/forms/privacy-form';
import { guardClock, standInFormsFetch } from '../support/forms-fetch';

const PrivacyRequestForm = () => <PrivacyForm part="privacy" />;
const PrivacyStatusForm = () => <PrivacyForm part="privacyStatus" />;

const { calls, answers, posts, header } = standInFormsFetch();
const advance = guardClock();

const wrap = (ui: ReactNode) => render(<NextIntlClientProvider locale="en" timeZone="UTC" messages={en}>{ui}</NextIntlClientProvider>);

async function fillRequest(user: ReturnType<typeof userEvent.setup>, type = 'delete') {
  await user.selectOptions(screen.getByLabelText('Request'), type);
  await user.selectOptions(screen.getByLabelText('Your relationship with us'), 'applicant');
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
}

/**
 * The submit guards, after one submit has been sent: a second within 2 seconds is ignored, four
 * more 2.5 s apart are sent, and the sixth within the minute shows the message and sends nothing.
 */
async function expectGuards(user: ReturnType<typeof userEvent.setup>, submit: HTMLElement) {
  await user.click(submit);
  expect(posts()).toHaveLength(1);
  for (let i = 0; i < 4; i += 1) {
    advance(2500);
    await user.click(submit);
  }
  expect(posts()).toHaveLength(5);
  advance(2500);
  await user.click(submit);
  expect(await screen.findByTestId('guard-message')).toHaveTextContent('Too many attempts. Please wait before trying again.');
  expect(posts()).toHaveLength(5);
}

describe('privacy request form', () => {
  it('ties each validation error to its field and focuses the first one, sending nothing', async () => {
    const user = userEvent.setup();
    wrap(<PrivacyRequestForm />);
    await user.type(screen.getByLabelText(/^Email/), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('4 fields need your attention.')).toBeInTheDocument();
    expect(screen.getByLabelText('Request')).toHaveFocus();
    expect(screen.getByLabelText('Request')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Request')).toHaveAccessibleDescription('Choose one option.');
    expect(screen.getByLabelText('Your relationship with us')).toHaveAccessibleDescription('Choose one option.');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Fill in this field.');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(expect.stringContaining('Enter an email address like name@example.com.'));
    expect(posts()).toHaveLength(0);
  });

  it('asks for details when the request is a correction, and only then', async () => {
    const user = userEvent.setup();
    wrap(<PrivacyRequestForm />);
    const details = screen.getByLabelText(/^Details/);
    expect(details).not.toHaveAttribute('aria-required');
    await fillRequest(user, 'correct');
    expect(details).toHaveAttribute('aria-required', 'true');
    expect(details).toHaveAccessibleDescription(expect.stringContaining('Required for a correction'));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('1 field needs your attention.')).toBeInTheDocument();
    expect(details).toHaveFocus();
    expect(details).toHaveAccessibleDescription(expect.stringContaining('Fill in this field.'));
    expect(details.tagName).toBe('TEXTAREA');
    expect(posts()).toHaveLength(0);
  });

  it('posts once with an Idempotency-Key, then shows the reference, Received and the target date', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/forms/privacy' ? { status: 201, body: { ok: true, reference: 'P-7KD2-M9XA', state: 'received', targetDate: '2026-12-26' } } : undefined));
    wrap(<PrivacyRequestForm />);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('spellcheck', 'false');
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('form-reference')).toHaveTextContent('P-7KD2-M9XA');
    expect(screen.getByTestId('privacy-state')).toHaveTextContent('Received');
    expect(screen.getByTestId('privacy-target')).toHaveTextContent('December 26, 2026');
    expect(screen.getByTestId('form-success')).toHaveFocus();
    // A keyboard user sees where focus went: the site's focus outline, not outline-none.
    expect(screen.getByTestId('form-success').className).not.toMatch(/\boutline-none\b/);
    const [post] = posts();
    expect(post?.url).toBe('/api/forms/privacy');
    expect(header(post, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(post?.init?.body))).toEqual({ type: 'delete', relationship: 'applicant', name: 'Ada Lovelace', email: 'ada@example.com', website: '', locale: 'en' });
  });

  it('keeps the input after a server error and retries with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    wrap(<PrivacyRequestForm />);
    await fillRequest(user, 'correct');
    await user.type(screen.getByLabelText(/^Details/), 'My title should read Chief Analyst.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/could not be saved/)).toBeInTheDocument();
    expect(screen.queryByTestId('form-success')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Request')).toHaveValue('correct');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Details/)).toHaveValue('My title should read Chief Analyst.');
    advance(3000);
    answers.push((url) => (url === '/api/forms/privacy' ? { status: 201, body: { ok: true, reference: 'P-AAAA-BBBB', state: 'received', targetDate: '2026-12-11' } } : undefined));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('form-reference')).toHaveTextContent('P-AAAA-BBBB');
    const [first, second] = posts();
    expect(header(second, 'Idempotency-Key')).toBe(header(first, 'Idempotency-Key'));
  });

  it('applies the submit guards: a second submit within 2 seconds is ignored, and the sixth within a minute shows the message', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/forms/privacy' ? { status: 400, body: { ok: false, error: 'invalid', fieldErrors: { email: ['email'] } } } : undefined));
    wrap(<PrivacyRequestForm />);
    await fillRequest(user);
    const submit = screen.getByRole('button', { name: 'Send request' });
    await user.click(submit);
    await screen.findByText('1 field needs your attention.');
    await expectGuards(user, submit);
  });
});

describe('follow a request', () => {
  const found = {
    ok: true,
    reference: 'P-7KD2-M9XA',
    type: 'delete',
    state: 'in-progress',
    receivedAt: '2026-11-20T10:00:00.000Z',
    stateChangedAt: '2026-11-24T15:30:00.000Z',
    targetDate: '2026-12-20',
  };

  async function follow(user: ReturnType<typeof userEvent.setup>, reference = 'p-7kd2-m9xa', email = 'ada@example.com') {
    await user.type(screen.getByLabelText('Reference number'), reference);
    await user.type(screen.getByLabelText(/^Email/), email);
    await user.click(screen.getByRole('button', { name: 'Show status' }));
  }

  it('shows the state with its meaning, the type and the dates when the reference and email match', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/privacy/status' ? { status: 200, body: found } : undefined));
    wrap(<PrivacyStatusForm />);
    await follow(user);
    const status = await screen.findByTestId('privacy-status');
    expect(within(status).getByTestId('privacy-status-state')).toHaveTextContent('In progress');
    expect(status).toHaveTextContent('Your identity is confirmed and we are working on the request.');
    expect(status).toHaveTextContent('Request P-7KD2-M9XA · Delete');
    expect(status).toHaveTextContent('November 20, 2026');
    expect(status).toHaveTextContent('November 24, 2026');
    expect(within(status).getByTestId('privacy-status-target')).toHaveTextContent('December 20, 2026');
    const [post] = posts();
    expect(JSON.parse(String(post?.init?.body))).toEqual({ reference: 'P-7KD2-M9XA', email: 'ada@example.com' });
  });

  it.each([
    ['received', 'Received', 'acknowledges it within 5 business days'],
    ['verifying', 'Verifying', 'Please answer our email from privacy@tessellon.example.'],
    ['completed', 'Completed', 'We have answered your request by email.'],
    ['closed', 'Closed without action', 'Our email tells you why.'],
  ])('names the state %s and says what it means', async (state, label, meaning) => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/privacy/status' ? { status: 200, body: { ...found, state } } : undefined));
    wrap(<PrivacyStatusForm />);
    await follow(user);
    expect(await screen.findByTestId('privacy-status-state')).toHaveTextContent(label);
    expect(screen.getByTestId('privacy-status')).toHaveTextContent(meaning);
  });

  it('says the same thing for a wrong email or an unknown reference (404), keeping the input', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/privacy/status' ? { status: 404, body: { ok: false, error: 'not_found' } } : undefined));
    wrap(<PrivacyStatusForm />);
    await follow(user, 'P-7KD2-M9XA', 'eve@example.com');
    expect(await screen.findByTestId('privacy-not-found')).toHaveTextContent('No request matches this reference and email address.');
    expect(screen.queryByTestId('privacy-status')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('eve@example.com');
  });

  it('checks the reference and email in the browser first, tying the errors to the fields', async () => {
    const user = userEvent.setup();
    wrap(<PrivacyStatusForm />);
    await follow(user, 'C-7KD2-M9XA', 'nope');
    expect(await screen.findByText('2 fields need your attention.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reference number')).toHaveFocus();
    expect(screen.getByLabelText('Reference number')).toHaveAccessibleDescription(expect.stringContaining('Enter a privacy request reference like P-7KD2-M9XA.'));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(expect.stringContaining('Enter an email address like name@example.com.'));
    expect(posts()).toHaveLength(0);
  });

  it('applies the submit guards as the other forms do, and asks nothing of the forms API', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/privacy/status' ? { status: 404, body: { ok: false, error: 'not_found' } } : undefined));
    wrap(<PrivacyStatusForm />);
    await follow(user);
    await screen.findByTestId('privacy-not-found');
    const submit = screen.getByRole('button', { name: 'Show status' });
    await expectGuards(user, submit);
    expect(screen.queryByTestId('privacy-not-found')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/api/forms/status');
  });

  it('shows the server rate limit with its wait', async () => {
    const user = userEvent.setup();
    answers.push((url) => (url === '/api/privacy/status' ? { status: 429, body: { ok: false, error: 'rate_limited', retryAfter: 170 } } : undefined));
    wrap(<PrivacyStatusForm />);
    await follow(user);
    expect(await screen.findByText(/You can send again in 170 seconds/)).toBeInTheDocument();
  });
});
