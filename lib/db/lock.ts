import 'server-only';
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * An exclusive lock on the embedded database's data folder: a file created with O_EXCL holding
 * the owner's pid. PGlite does no file locking of its own, and two processes writing one data
 * folder corrupt it, so a second opener is refused. A lock whose process is gone (killed,
 * crashed) is stale and taken over.
 */
export class DataFolderLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database at ${dirname(lockPath)} is in use by another process (pid ${ownerPid}). ` +
        'PGlite serves one local server only: stop the other process, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DataFolderLockedError';
  }
}

/** The errno code of a Node error (duck-typed: errors may come from another realm). */
function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return codeOf(error) === 'EPERM';
  }
}

function readOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws DataFolderLockedError; returns the release function. */
export function acquireFolderLock(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readOwner(lockPath) === process.pid) {
          try {
            unlinkSync(lockPath);
          } catch {
            // already gone
          }
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataFolderLockedError(lockPath, owner);
      if (owner === process.pid) throw new DataFolderLockedError(lockPath, owner);
      // Stale (owner gone or file unreadable): remove and retry.
      try {
        unlinkSync(lockPath);
      } catch {
        // another process removed it first; retry
      }
    }
  }
  throw new DataFolderLockedError(lockPath, readOwner(lockPath) ?? 0);
}
