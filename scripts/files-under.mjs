import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under a folder of the build whose name ends with `suffix`, at any depth: the
 * pre-rendered pages (`.html` under `.next/server/app`) that the script-policy, JavaScript-budget,
 * HTML-weight and HTML-validity checks read, or the chunks (`.js`) the monitoring check searches.
 * @param {string} folder
 * @param {string} suffix
 * @returns {string[]}
 */
export function filesUnder(folder, suffix) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}
