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

describe('withRetries: the second retry (spec 8)', () => {
  it('clears the caches and session storage before the second retry, once', async () => {
    const events: string[] = [];
    let calls = 0;
    const load = async () => {
      calls += 1;
      events.push(`load ${calls}`);
      if (calls < 4) throw new Error('ChunkLoadError');
      return 'demo';
    };
    await withRetries(load, { wait: async () => {}, clear: async () => void events.push('clear') });
    expect(events).toEqual(['load 1', 'load 2', 'clear', 'load 3', 'load 4']);
  });

  it('by default empties session storage and deletes every cache before it', async () => {
    const deleted: string[] = [];
    Object.assign(globalThis, { caches: { keys: async () => ['pages-1', 'static-1'], delete: async (name: string) => void deleted.push(name) } });
    sessionStorage.setItem('stale', '1');
    let calls = 0;
    await withRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('ChunkLoadError');
        return 'demo';
      },
      { wait: async () => {} },
    );
    expect(deleted).toEqual(['pages-1', 'static-1']);
    expect(sessionStorage.getItem('stale')).toBeNull();
    Reflect.deleteProperty(globalThis, 'caches');
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
