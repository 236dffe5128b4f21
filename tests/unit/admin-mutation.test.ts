/** @jest-environment node */
import type { GuardDecision } from '@/lib/auth/guard';
import { adminMutation } from '@/lib/admin/api';

let mockDecision: GuardDecision = { allow: false, reason: 'no-session' };
const mockDecide = jest.fn(async () => mockDecision);
jest.mock('@/lib/supabase/server', () => ({ adminDecision: () => mockDecide() }));

const admin: GuardDecision = { allow: true, userId: '11111111-1111-4111-8111-111111111111' };

function patch(body: string, origin: string | null = 'http://localhost') {
  return new Request('http://localhost/api/admin/privacy', { method: 'PATCH', headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) }, body });
}

/** The status and body of a refusal, and its cache policy. */
async function refusal(result: Awaited<ReturnType<typeof adminMutation>>) {
  if (!(result instanceof Response)) throw new Error('expected a refusal');
  return { status: result.status, body: await result.json(), cache: result.headers.get('cache-control') };
}

describe('adminMutation(): the admin API mutations’ preamble (PATCH /api/admin/inbox, /api/admin/privacy)', () => {
  beforeEach(() => {
    mockDecision = { allow: false, reason: 'no-session' };
    mockDecide.mockClear();
  });

  it('refuses another origin first (403), without asking for the session', async () => {
    mockDecision = admin;
    expect(await refusal(await adminMutation(patch('{}', 'https://evil.example')))).toEqual({ status: 403, body: { ok: false, error: 'forbidden' }, cache: 'private, no-store' });
    expect(mockDecide).not.toHaveBeenCalled();
  });

  it('refuses anyone but an administrator (403), before reading the body', async () => {
    for (const reason of ['no-session', 'not-admin'] as const) {
      mockDecision = { allow: false, reason };
      expect(await refusal(await adminMutation(patch('not json')))).toEqual({ status: 403, body: { ok: false, error: 'forbidden' }, cache: 'private, no-store' });
    }
  });

  it('refuses a body that is not a JSON object (400)', async () => {
    mockDecision = admin;
    for (const body of ['not json', '', 'null', '42', '"text"', 'true']) {
      expect({ body, refusal: await refusal(await adminMutation(patch(body))) }).toEqual({ body, refusal: { status: 400, body: { ok: false, error: 'invalid' }, cache: 'private, no-store' } });
    }
  });

  it('hands an administrator’s same-origin JSON object on, with or without an Origin header', async () => {
    mockDecision = admin;
    expect(await adminMutation(patch('{"reference":"P-AAAA-AAAA","state":"completed"}'))).toEqual({ body: { reference: 'P-AAAA-AAAA', state: 'completed' } });
    expect(await adminMutation(patch('{"handled":true}', null))).toEqual({ body: { handled: true } });
    expect(mockDecide).toHaveBeenCalledTimes(2);
  });
});
