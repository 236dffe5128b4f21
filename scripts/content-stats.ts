/**
 * Checks content files against the content guide: word counts, title and description lengths.
 * Usage: npx tsx scripts/content-stats.ts content/pages/company.ts [more files]
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { countWords, entryWords } from '../lib/content/words';

type Entry = Record<string, unknown>;

async function main() {
  let failures = 0;
  for (const file of process.argv.slice(2)) {
    const mod = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!Array.isArray(value)) continue;
      for (const entry of value as Entry[]) {
        const id = String(entry.path ?? entry.slug ?? entry.id ?? entry.term ?? '?');
        const problems: string[] = [];
        const words = entryWords(entry);
        if ('title' in entry && 'description' in entry) {
          const title = String(entry.title);
          const description = String(entry.description);
          if (title.length > 60) problems.push(`title ${title.length} chars > 60`);
          if (description.length < 70 || description.length > 160)
            problems.push(`description ${description.length} chars (70-160)`);
          if (words < 150) problems.push(`body ${words} words < 150`);
        } else if ('definition' in entry && countWords(String(entry.definition)) < 15) {
          problems.push('definition too short');
        }
        if (problems.length) failures++;
        console.log(`${problems.length ? 'FAIL' : 'ok  '} ${name} ${id} ${words}w ${problems.join('; ')}`);
      }
    }
  }
  if (failures) {
    console.log(`${failures} entries need work`);
    process.exit(1);
  }
}

main();
