import { existsSync, readFileSync } from 'node:fs';
import { loadSpecRoutes, sharedRoutesPath, vendoredRoutesPath } from '../spec/load';
import { backdropFor, findRedirect, guardedPaths, isGuardedPath, redirects } from '@/lib/routes';

const spec = loadSpecRoutes();

describe('redirect table', () => {
  it('is exactly the spec table', () => {
    expect(redirects).toEqual(spec.redirects);
  });

  it('finds redirects with or without a trailing slash', () => {
    expect(findRedirect('/home/')).toBe('/');
    expect(findRedirect('/press-kit')).toBe('/media-kit');
    expect(findRedirect('/about')).toBeUndefined();
  });
});

describe('guarded paths', () => {
  it('match the spec and leave /admin/search-qa public', () => {
    expect([...guardedPaths]).toEqual(spec.guarded);
    expect(isGuardedPath('/admin')).toBe(true);
    expect(isGuardedPath('/admin/users')).toBe(true);
    expect(isGuardedPath('/admin/search-qa')).toBe(false);
    expect(isGuardedPath('/seo-tools')).toBe(true);
    expect(isGuardedPath('/administrator')).toBe(false);
  });
});

describe('backdropFor (spec 2.1)', () => {
  it.each([
    ['/hubs/quantum', 'quantum'],
    ['/research', 'quantum'],
    ['/research/fusion-energy', 'quantum'],
    ['/hubs/ai', 'ai'],
    ['/ai-message', 'ai'],
    ['/hubs/biotechnology/genovax', 'biotech'],
    ['/contact', 'biotech'],
    ['/hubs/space/px10k', 'space'],
    ['/vision-2050', 'space'],
    ['/demos/lucy', 'none'],
    ['/demo/quantum-computing', 'none'],
    ['/about', 'default'],
    ['/research-areas', 'default'],
  ])('%s -> %s', (path, backdrop) => {
    expect(backdropFor(path)).toBe(backdrop);
  });
});

describe('the vendored copy of the spec route table', () => {
  it('matches the specification when the specification is beside the repository', () => {
    if (!existsSync(sharedRoutesPath)) return;
    expect(readFileSync(vendoredRoutesPath, 'utf8')).toBe(readFileSync(sharedRoutesPath, 'utf8'));
  });
});
