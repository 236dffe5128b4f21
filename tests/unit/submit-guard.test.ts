import { RATE_LIMIT, RATE_LIMIT_MESSAGE, SUBMIT_DEBOUNCE } from '@/lib/constants';
import { checkSubmit, guardSubmit, initialGuardState, isBlocked, messageVisible, parseGuardState, type GuardState } from '@/lib/forms/submit-guard';

/** Submits at the given times, returning each verdict and the final state. */
function run(times: number[], state: GuardState = initialGuardState()) {
  const verdicts: string[] = [];
  for (const time of times) {
    const result = checkSubmit(state, time);
    verdicts.push(result.verdict);
    state = result.state;
  }
  return { verdicts, state };
}

describe('submit guard (spec section 5)', () => {
  it('uses the spec numbers', () => {
    expect(SUBMIT_DEBOUNCE).toBe(2000);
    expect(RATE_LIMIT).toEqual({ max: 5, windowMs: 60_000, blockMs: 180_000, messageMs: 5000 });
    expect(RATE_LIMIT_MESSAGE).toBe('Too many attempts. Please wait before trying again.');
  });

  it('lets a first submit through', () => {
    expect(run([1000]).verdicts).toEqual(['allowed']);
  });

  it('blocks a second submit within 2 seconds, and allows one at 2 seconds', () => {
    expect(run([0, 1999]).verdicts).toEqual(['allowed', 'debounced']);
    expect(run([0, 2000]).verdicts).toEqual(['allowed', 'allowed']);
  });

  it('a debounced submit does not count toward the limit', () => {
    const { verdicts } = run([0, 500, 1000, 2500, 5000, 7500, 10_000]);
    expect(verdicts).toEqual(['allowed', 'debounced', 'debounced', 'allowed', 'allowed', 'allowed', 'allowed']);
  });

  it('blocks the sixth submit within 60 seconds, shows the message 5 s and blocks 3 minutes', () => {
    const times = [0, 3000, 6000, 9000, 12_000, 15_000];
    const { verdicts, state } = run(times);
    expect(verdicts).toEqual(['allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'rateLimited']);
    expect(messageVisible(state, 15_000)).toBe(true);
    expect(messageVisible(state, 19_999)).toBe(true);
    expect(messageVisible(state, 20_000)).toBe(false);
    expect(isBlocked(state, 15_000 + 179_999)).toBe(true);
    expect(isBlocked(state, 15_000 + 180_000)).toBe(false);
  });

  it('refuses every submit during the block, showing the message again, and allows one after it', () => {
    const blocked = run([0, 3000, 6000, 9000, 12_000, 15_000]).state;
    const again = checkSubmit(blocked, 100_000);
    expect(again.verdict).toBe('rateLimited');
    expect(messageVisible(again.state, 104_000)).toBe(true);
    expect(checkSubmit(again.state, 15_000 + 180_000).verdict).toBe('allowed');
  });

  it('forgets submits older than the window: the first still counts at 59,999 ms, no longer at 60,000 ms', () => {
    expect(run([0, 3000, 6000, 9000, 12_000, 59_999]).verdicts.at(-1)).toBe('rateLimited');
    expect(run([0, 3000, 6000, 9000, 12_000, 60_000]).verdicts.at(-1)).toBe('allowed');
  });

  it('parses a stored state and rejects malformed ones', () => {
    const state = { attempts: [1, 2], blockedUntil: 5, messageUntil: 3 };
    expect(parseGuardState(JSON.stringify(state))).toEqual(state);
    for (const raw of [null, '', '{', '[]', '{"attempts":"x","blockedUntil":0,"messageUntil":0}', '{"attempts":[],"blockedUntil":"0","messageUntil":0}']) {
      expect(parseGuardState(raw)).toEqual(initialGuardState());
    }
  });
});



describe('the guard kept in session storage', () => {
  it('keeps each form apart and the block across page views', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    let now = 5_000_000;
    for (let index = 0; index < RATE_LIMIT.max; index += 1) {
      expect(guardSubmit('contact', now, storage).verdict).toBe('allowed');
      now += SUBMIT_DEBOUNCE + 1;
    }
    expect(guardSubmit('contact', now, storage).verdict).toBe('rateLimited');
    // Another form is not affected; the same form stays blocked (a reload reads the same storage).
    expect(guardSubmit('quote', now, storage).verdict).toBe('allowed');
    expect(guardSubmit('contact', now + RATE_LIMIT.blockMs - 1, storage).verdict).toBe('rateLimited');
    // Storage that throws: the guard still decides.
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    expect(guardSubmit('contact', now, broken).verdict).toBe('allowed');
  });
});
