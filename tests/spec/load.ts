import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The specification's route table, beside the repository when it is checked out there. */
export const sharedRoutesPath = join(__dirname, '../../../shared/spec/routes.json');
/** A copy kept in the repository, so a checkout without the spec beside it still tests against it. */
export const vendoredRoutesPath = join(__dirname, 'routes.json');

export function loadSpecRoutes() {
  const path = existsSync(sharedRoutesPath) ? sharedRoutesPath : vendoredRoutesPath;
  return JSON.parse(readFileSync(path, 'utf8'));
}
