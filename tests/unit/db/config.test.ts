/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { dbConfig, isConfigured, openDb, NotConfiguredError } from '@/lib/db/connection';
import { handleFormPost } from '@/lib/forms/server';
import { formsStatus } from '@/lib/forms/api';

describe('database configuration', () => {
  it('uses DATABASE_URL when set, with prepared statements off behind a transaction pooler', () => {
    expect(dbConfig({ DATABASE_URL: 'postgres://u:p@db.example:5432/site' })).toEqual({
      driver: 'postgres',
      url: 'postgres://u:p@db.example:5432/site',
      poolSize: 10,
      prepare: true,
    });
    expect(dbConfig({ DATABASE_URL: 'postgres://u:p@aws-0-eu.pooler.supabase.com:6543/postgres', DATABASE_POOL_SIZE: '4' })).toMatchObject({ poolSize: 4, prepare: false });
  });

  it('falls back to the embedded database locally, and to nothing on Vercel', () => {
    expect(dbConfig({})).toMatchObject({ driver: 'pglite', dataDir: expect.stringMatching(/\.data\/pglite$/) });
    expect(dbConfig({ PGLITE_DATA_DIR: 'memory' })).toEqual({ driver: 'pglite', dataDir: null });
    expect(dbConfig({ VERCEL: '1' })).toEqual({ driver: null });
    expect(isConfigured({ VERCEL: '1' })).toBe(false);
    expect(isConfigured({ VERCEL: '1', DATABASE_URL: 'postgres://x@y/z' })).toBe(true);
    expect(dbConfig({ VERCEL: '1', DATABASE_URL: 'postgres://x@y/z' })).toMatchObject({ poolSize: 3 });
  });

  it('never opens a database during the build, nor an embedded one on Vercel', async () => {
    await expect(openDb({ driver: null })).rejects.toThrow(NotConfiguredError);
    const phase = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = 'phase-production-build';
    try {
      await expect(openDb({ driver: 'pglite', dataDir: null })).rejects.toThrow(/never opened during `next build`/);
    } finally {
      if (phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = phase;
    }
  });

  it('answers 503 not_configured on Vercel without DATABASE_URL', async () => {
    const saved = { VERCEL: process.env.VERCEL, DATABASE_URL: process.env.DATABASE_URL };
    process.env.VERCEL = '1';
    delete process.env.DATABASE_URL;
    try {
      const response = await handleFormPost(
        new Request('http://localhost/api/forms/subscribe', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ email: 'a@example.com', locale: 'en' }),
        }),
        'subscribe',
      );
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ ok: false, error: 'not_configured' });
      expect(await formsStatus().json()).toEqual({ configured: false, driver: null });
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});
