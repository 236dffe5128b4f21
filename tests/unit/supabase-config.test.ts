/**
 * @jest-environment node
 */
import { supabaseConfig } from '@/lib/supabase/config';

describe('supabaseConfig', () => {
  const names = ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'NEXT_PUBLIC_SUPABASE_ANON_KEY'] as const;
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  const set = (values: Partial<Record<(typeof names)[number], string>>) => {
    for (const name of names) {
      if (values[name] === undefined) delete process.env[name];
      else process.env[name] = values[name];
    }
  };
  afterEach(() => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('is null without a project', () => {
    set({});
    expect(supabaseConfig()).toBeNull();
    set({ NEXT_PUBLIC_SUPABASE_URL: 'https://p.supabase.co' });
    expect(supabaseConfig()).toBeNull();
    set({ NEXT_PUBLIC_SUPABASE_URL: 'ftp://p.supabase.co', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' });
    expect(supabaseConfig()).toBeNull();
  });

  it('prefers the publishable key, without a trailing slash on the address', () => {
    set({ NEXT_PUBLIC_SUPABASE_URL: 'https://p.supabase.co/', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon' });
    expect(supabaseConfig()).toEqual({ url: 'https://p.supabase.co', key: 'sb_publishable_x' });
  });

  it('reads the legacy anon key when the publishable key is unset or empty (a copied .env.example)', () => {
    set({ NEXT_PUBLIC_SUPABASE_URL: 'https://p.supabase.co', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon' });
    expect(supabaseConfig()?.key).toBe('anon');
    set({ NEXT_PUBLIC_SUPABASE_URL: 'https://p.supabase.co', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: ' ', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon' });
    expect(supabaseConfig()?.key).toBe('anon');
  });
});
