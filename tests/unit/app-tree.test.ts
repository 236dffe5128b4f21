import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const localeDir = join(__dirname, '../../app/[locale]');

describe('app/[locale]', () => {
  it('holds only the root layout and the two route groups, so every page gets a header and a <main>', () => {
    // A new route goes under (site)/ (the site header) or (sections)/ (the section bar); a folder
    // beside them would render without either.
    expect(readdirSync(localeDir).sort()).toEqual(['(sections)', '(site)', 'layout.tsx']);
  });

  it('gives both route groups a layout, an error boundary and a not-found page', () => {
    for (const group of ['(site)', '(sections)']) {
      expect(readdirSync(join(localeDir, group))).toEqual(expect.arrayContaining(['layout.tsx', 'error.tsx', 'not-found.tsx']));
    }
  });
});
