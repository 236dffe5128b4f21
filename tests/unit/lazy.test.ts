import { LoadTimeoutError, loadComponentModule, pageLoadTimeout, withRetries } from '@/lib/lazy';

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
      throw new TypeError(`Failed to fetch dynamically imported module (attempt ${calls})`);
    };
    await expect(withRetries(load, { wait: async () => {} })).rejects.toThrow('attempt 4');
    expect(calls).toBe(4);
  });

  it("retries Turbopack's chunk error by its name", async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js from module 1'), { name: 'ChunkLoadError' });
      return 'demo';
    };
    await expect(withRetries(load, { wait: async () => {} })).resolves.toBe('demo');
    expect(calls).toBe(2);
  });

  // Spec 8: "Timeout or network error retried": a module that throws while it runs fails the same way every time.
  it('does not retry an error that is not a timeout or a network failure', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      throw new ReferenceError('window is not defined');
    };
    await expect(withRetries(load, { wait: async () => {} })).rejects.toThrow('window is not defined');
    expect(calls).toBe(1);
  });

  it("gives an attempt the page load timeout, then tries again", async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      const load = () => {
        calls += 1;
        return calls === 1 ? new Promise<string>(() => {}) : Promise.resolve('demo');
      };
      const result = withRetries(load, { wait: async () => {}, timeout: () => 8000 });
      await jest.advanceTimersByTimeAsync(7999);
      expect(calls).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('demo');
      expect(calls).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fails with the timeout when no attempt ever answers', async () => {
    jest.useFakeTimers();
    try {
      const result = withRetries(() => new Promise<string>(() => {}), { wait: async () => {}, clear: async () => {}, timeout: () => 10 });
      const settled = expect(result).rejects.toBeInstanceOf(LoadTimeoutError);
      await jest.advanceTimersByTimeAsync(40);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });

  it('uses the Network Information API for the timeout by default (4g: 8 s)', async () => {
    jest.useFakeTimers();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '4g' } });
    try {
      let calls = 0;
      const result = withRetries(() => (++calls === 1 ? new Promise<string>(() => {}) : Promise.resolve('ok')), { wait: async () => {} });
      await jest.advanceTimersByTimeAsync(7999);
      expect(calls).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('ok');
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
      jest.useRealTimers();
    }
  });
});

describe('loadComponentModule', () => {
  it("raises spec 8's 'Invalid component' for a module with no component as its default export, without retrying", async () => {
    const loader = jest.fn(async () => ({ default: undefined }));
    await expect(loadComponentModule(loader, { wait: async () => {} })).rejects.toThrow('Invalid component');
    expect(loader).toHaveBeenCalledTimes(1);
    await expect(loadComponentModule(async () => ({ default: 'not a component' }))).rejects.toThrow('Invalid component');
  });

  it('accepts functions, classes and the objects memo and forwardRef make', async () => {
    const memoLike = { $$typeof: Symbol.for('react.memo'), type: () => null };
    await expect(loadComponentModule(async () => ({ default: () => null }))).resolves.toBeTruthy();
    await expect(loadComponentModule(async () => ({ default: class {} }))).resolves.toBeTruthy();
    await expect(loadComponentModule(async () => ({ default: memoLike }))).resolves.toEqual({ default: memoLike });
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
