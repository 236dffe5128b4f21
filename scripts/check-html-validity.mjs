/**
 * Validates the pre-rendered pages with the Nu Html Checker (vnu.jar, the W3C validator's engine,
 * from the `vnu-jar` package; it runs offline on a Java 11+ runtime). Every English page and every
 * Arabic one (right to left) is checked; any error or warning fails the run (but for the two kinds
 * of warning below): a duplicate id (two sections headed "Related" on a blog post once broke its
 * links and `aria-labelledby`), a stray element, a bad attribute, a section without a heading.
 *
 * Usage: node scripts/check-html-validity.mjs [--dir .next] [--locales en,ar]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { filesUnder } from './files-under.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const dir = option('dir', '.next');
const locales = option('locales', 'en,ar').split(',');
const jar = String(createRequire(import.meta.url)('vnu-jar'));

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  console.error('The HTML check needs Java 11 or later on the PATH (Debian: apt-get install default-jre-headless; .ci/run installs it).');
  process.exit(1);
}

const files = locales.flatMap((locale) => {
  const root = join(dir, 'server', 'app', locale);
  if (!existsSync(root)) {
    console.error(`No pre-rendered pages at ${root}: run the build first.`);
    process.exit(1);
  }
  return [`${root}.html`, ...filesUnder(root, '.html')];
});

const started = Date.now();
// React writes void elements with a trailing slash ("info" for every tag) and vnu reads the script
// policy <meta> against file: addresses (every script looks blocked): dropped by vnu itself, so
// that the report of thousands of pages stays small.
const NOISE = '.*(Trailing slash on void elements|Content Security Policy).*';
const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', '--filterpattern', NOISE, ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (run.status !== 0) {
  console.error(run.stderr || run.stdout);
  process.exit(1);
}
// vnu writes its JSON report to standard error.
const { messages } = JSON.parse(run.stderr || run.stdout);
const where = (message) => message.url.replace(/^file:/, '').replace(`${resolve(dir, 'server', 'app')}/`, '');
const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
/**
 * A warning that says nothing about the page: vnu guesses a language from the text, which on a
 * translated page whose body is the English original (marked lang="en" where it starts) is English.
 * Every other warning fails the check, like an error: a section without a heading, a term named twice.
 */
const IGNORED_WARNINGS = [/appears to be written in/];
const warnings = messages.filter((message) => message.subType === 'warning' && !IGNORED_WARNINGS.some((pattern) => pattern.test(message.message)));
const problems = [...errors, ...warnings];
console.log(`Checked ${files.length} pages (${locales.join(', ')}) with vnu.jar in ${((Date.now() - started) / 1000).toFixed(1)} s: ${errors.length} errors, ${warnings.length} warnings.`);
if (problems.length) {
  for (const problem of problems) console.error(`${problem.type === 'error' ? 'error' : 'warning'}: ${where(problem)}: ${problem.message} ${JSON.stringify(problem.extract ?? '')}`);
  process.exit(1);
}
