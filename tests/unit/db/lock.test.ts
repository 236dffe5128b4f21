/** @jest-environment node */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '@/lib/db/connection';
import { acquireFolderLock, DataFolderLockedError } from '@/lib/db/lock';

jest.setTimeout(60_000);

describe('the embedded database folder lock', () => {
  it('refuses a second opener while the first holds the lock, then lets it in', () => {
    const lockPath = join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite.lock');
    const release = acquireFolderLock(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireFolderLock(lockPath)).toThrow(DataFolderLockedError);
    release();
    expect(existsSync(lockPath)).toBe(false);
    acquireFolderLock(lockPath)();
  });

  it('refuses a lock held by another live process with a clear message', async () => {
    const lockPath = join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite.lock');
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(lockPath, `${child.pid}\n`);
      expect(() => acquireFolderLock(lockPath)).toThrow(/in use by another process \(pid \d+\).*DATABASE_URL/);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a stale lock whose process is gone', () => {
    const lockPath = join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite.lock');
    writeFileSync(lockPath, '999999\n');
    const release = acquireFolderLock(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('opens a data folder once and persists across reopenings', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pglite-')), 'db');
    const first = await openDb({ driver: 'pglite', dataDir });
    await expect(openDb({ driver: 'pglite', dataDir })).rejects.toThrow(DataFolderLockedError);
    await first.kysely.insertInto('consent_records').values({ preferences: '{"analytics":false,"marketing":false,"doNotSell":false}', version: '1.0' }).execute();
    await first.close();
    const second = await openDb({ driver: 'pglite', dataDir });
    const rows = await second.kysely.selectFrom('consent_records').select('version').execute();
    expect(rows).toEqual([{ version: '1.0' }]);
    expect(second.latestMigration).toMatch(/_forms\.sql$/);
    await second.close();
  });
});
