/**
 * The site's database (server only). Forms, consent and the admin inbox use these exports.
 *
 *   const db = await getDb();              // opened once per process; throws NotConfiguredError on Vercel without DATABASE_URL
 *   await recordConsent(db, { preferences, version, ipHash: hashClient(address), userAgent });
 *   await db.kysely.selectFrom('contact_messages').selectAll().where('handled', '=', false).execute();
 */
import 'server-only';

export { closeDb, dbConfig, getDb, isConfigured, NotConfiguredError, openDb } from './connection';
export type { Db, DbConfig, Driver } from './connection';
export { DataFolderLockedError } from './lock';
export { loadMigrations, migrate, migrationsDir } from './migrate';
export {
  bookedStarts,
  checkDatabase,
  findBooking,
  findSubscriberByToken,
  hashClient,
  newReference,
  payloadHash,
  pruneEphemeral,
  recordConsent,
  submitForm,
  unsubscribe,
} from './forms';
export type { ConsentInput, DatabaseCheck, SubmitInput, SubmitResult } from './forms';
export type * from './types';
