import { pageLoadTimeout, withRetries } from '@/lib/lazy';

describe('withRetries', () => {
  it('retries a failed load three times with the growing backoff, then succeeds', async () => {
    const waits: number[] = [];
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls < 4) throw new Error('ChunkLoadError');
      return 'demo';
    };
    await expect(withRetries(load, { wait: async (ms) => void waits.push(ms) })).resolves.toBe('demo');
    expect(calls).toBe(4);
    expect(waits.map((ms) => Math.round(ms))).toEqual([300, 540, 972]);
  });

  it('gives up with the last error after the retries', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      throw new Error(`attempt ${calls}`);
    };
    await expect(withRetries(load, { wait: async () => {} })).rejects.toThrow('attempt 4');
    expect(calls).toBe(4);
  });
});

describe('pageLoadTimeout (spec 9)', () => {
  it('gives the spec\'s timeout for each connection type, 8 s for an unnamed one and 10 s without the API', () => {
    expect(pageLoadTimeout({ effectiveType: 'slow-2g' })).toBe(15_000);
    expect(pageLoadTimeout({ effectiveType: '2g' })).toBe(12_000);
    expect(pageLoadTimeout({ effectiveType: '3g' })).toBe(10_000);
    expect(pageLoadTimeout({ effectiveType: '4g' })).toBe(8_000);
    expect(pageLoadTimeout({})).toBe(8_000);
    expect(pageLoadTimeout(undefined)).toBe(10_000);
  });
});
