describe('the salt of client address hashes', () => {
  // A fresh module each time: the warning is given once per process.
  const load = () => {
    let loaded: typeof import('@/lib/db/forms') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('@/lib/db/forms')>('@/lib/db/forms');
    });
    return loaded as typeof import('@/lib/db/forms');
  };
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('uses a configured salt of 16 characters or more, silently', () => {
    const { ipHashSalt, hashClient } = load();
    expect(ipHashSalt({ IP_HASH_SALT: '  0123456789abcdef  ', DATABASE_URL: 'postgres://db' })).toBe('0123456789abcdef');
    expect(errors).not.toHaveBeenCalled();
    // hashClient takes it by default.
    const saved = process.env.IP_HASH_SALT;
    process.env.IP_HASH_SALT = 'a-configured-salt-0123';
    try {
      expect(hashClient('203.0.113.7')).toBe(hashClient('203.0.113.7', 'a-configured-salt-0123'));
      expect(hashClient('203.0.113.7')).not.toBe(hashClient('203.0.113.7', 'tessellon-local-salt'));
    } finally {
      if (saved === undefined) delete process.env.IP_HASH_SALT;
      else process.env.IP_HASH_SALT = saved;
    }
  });

  it('falls back to the development salt locally, and on a blank value (as .env.example has it)', () => {
    const { ipHashSalt } = load();
    expect(ipHashSalt({})).toBe('tessellon-local-salt');
    expect(ipHashSalt({ IP_HASH_SALT: '' })).toBe('tessellon-local-salt');
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs one error where a deployment stores data with no salt or a short one', () => {
    const { ipHashSalt } = load();
    expect(ipHashSalt({ VERCEL: '1' })).toBe('tessellon-local-salt');
    expect(ipHashSalt({ VERCEL: '1' })).toBe('tessellon-local-salt');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('IP_HASH_SALT is not set');
    const again = load();
    expect(again.ipHashSalt({ DATABASE_URL: 'postgres://db', IP_HASH_SALT: 'short' })).toBe('short');
    expect(String(errors.mock.calls[1]?.[0])).toContain('shorter than 16 characters');
  });
});
