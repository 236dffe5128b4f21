import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const localeDir = join(__dirname, '../../app/[locale]');

describe('app/[locale]', () => {
  it('holds only the root layout and the two route groups, so every page gets a header and a <main>', () => {
    // A new route goes under (site)/ (the site header) or (sections)/ (the section bar); a folder
    // beside them would render without either.
    expect(readdirSync(localeDir).sort()).toEqual(['(sections)', '(site)', 'layout.tsx']);
  });

  it('gives both route groups a layout and an error boundary', () => {
    for (const group of ['(site)', '(sections)']) {
      expect(readdirSync(join(localeDir, group))).toEqual(expect.arrayContaining(['layout.tsx', 'error.tsx']));
    }
  });

  it('keeps the not-found page in the catch-all route only, out of every other page\'s payload', () => {
    // A not-found.tsx beside a layout is rendered into the RSC payload of every page under it; the
    // proxy and the router answer unknown addresses with the pre-rendered /404 (docs/benchmarks.md).
    for (const group of ['(site)', '(sections)']) expect(readdirSync(join(localeDir, group))).not.toContain('not-found.tsx');
    expect(readdirSync(join(localeDir, '(site)', '[...rest]'))).toEqual(expect.arrayContaining(['page.tsx', 'not-found.tsx']));
  });
});
