import { withRetries } from '@/lib/lazy';

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
