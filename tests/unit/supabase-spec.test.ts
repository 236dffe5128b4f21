/** @jest-environment node */
import { AUTO_REFRESH_TICK_DURATION_MS, AUTO_REFRESH_TICK_THRESHOLD, JWKS_TTL } from '@supabase/auth-js/dist/main/lib/constants';
import { MAX_PUSH_BUFFER_SIZE } from '@supabase/realtime-js/dist/main/lib/constants';
import { JWKS_CACHE, REALTIME, SESSION_REFRESH_THRESHOLD_TICKS, SESSION_REFRESH_TICK } from '@/lib/constants';

/**
 * Spec 9's session and realtime numbers are what the Supabase SDKs do: the session is refreshed on
 * supabase-js's own tick and the JWKS cached by getClaims(), so these tests hold the SDK (as
 * installed) to the spec; an upgrade that changes them fails here.
 */
describe("Supabase SDKs against the spec's constants", () => {
  it('refreshes the session every 30 s, three ticks before expiry', () => {
    expect(AUTO_REFRESH_TICK_DURATION_MS).toBe(SESSION_REFRESH_TICK);
    expect(AUTO_REFRESH_TICK_THRESHOLD).toBe(SESSION_REFRESH_THRESHOLD_TICKS);
  });

  it('caches the signing keys for ten minutes', () => {
    expect(JWKS_TTL).toBe(JWKS_CACHE);
  });

  it('buffers up to 100 realtime pushes', () => {
    expect(MAX_PUSH_BUFFER_SIZE).toBe(REALTIME.pushBuffer);
  });
});
