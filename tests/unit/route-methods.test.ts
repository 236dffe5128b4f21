/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
// Next's own code: how it completes a route module's methods (HEAD from GET, OPTIONS, 405 for the rest).
import { autoImplementMethods } from 'next/dist/server/route-modules/app-route/helpers/auto-implement-methods';
import { NextRequest } from 'next/server';
import { allowHeader, otherMethods, ROUTE_METHODS } from '@/lib/http';

// Some route modules open the database or read the session when they load; nothing is called here.
jest.mock('@/lib/supabase/server', () => ({ adminDecision: async () => ({ allow: false, reason: 'no-session' }) }));
process.env.PGLITE_DATA_DIR = 'memory';

/** Every route handler under app/, e.g. "app/api/forms/[formId]/route.ts". */
function routeFiles(dir = 'app'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /^route\.tsx?$/.test(entry.name) ? [relative('.', path).split(sep).join('/')] : [];
  });
}

/** A file's URL path with its segments filled in ("/api/forms/x", "/feeds/x.xml"). */
function samplePath(file: string): string {
  const segments = file.replace(/^app\//, '').replace(/\/route\.tsx?$/, '').split('/');
  return `/${segments.filter((segment) => !/^\(.*\)$/.test(segment)).map((segment) => (/^\[.*\]$/.test(segment) ? 'x.xml' : segment)).join('/')}`;
}

/** Pre-rendered at build (Next renders it once, not per request): `force-static` or `generateStaticParams`. */
const isStatic = (source: string) => /export const dynamic = 'force-static'/.test(source) || /export (?:async )?function generateStaticParams/.test(source);
const NON_STATIC = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type RouteModule = Record<string, unknown>;
const files = routeFiles();

describe('the 405 answers of every route handler', () => {
  it('finds the route handlers', () => {
    expect(files).toEqual(expect.arrayContaining(['app/api/forms/[formId]/route.ts', 'app/api/og/route.tsx', 'app/feeds/[file]/route.ts', 'app/manifest.json/route.ts']));
    expect(files.length).toBeGreaterThanOrEqual(21);
  });

  it.each(files.filter((file) => !isStatic(readFileSync(file, 'utf8'))))('%s: 405 with Allow for every method it does not implement, OPTIONS with the same Allow', async (file) => {
    const routeModule = (await import(`@/${file.replace(/\.tsx?$/, '')}`)) as RouteModule;
    // What the route implements: the methods that are not otherMethods()'s answers, read from its OPTIONS.
    expect(typeof routeModule.OPTIONS).toBe('function');
    const options = await (routeModule.OPTIONS as () => Response)();
    expect(options.status).toBe(204);
    const allow = options.headers.get('allow') ?? '';
    const implemented = ROUTE_METHODS.filter((method) => method !== 'HEAD' && allow.split(', ').includes(method));
    expect(implemented.length).toBeGreaterThan(0);
    expect(allow).toBe(allowHeader(implemented));
    for (const method of implemented) expect({ file, method, exported: typeof routeModule[method] }).toEqual({ file, method, exported: 'function' });

    // Each method as Next would answer it, Next's automatic methods included.
    const handlers = autoImplementMethods(routeModule as never) as Record<string, (request: NextRequest) => Response | Promise<Response>>;
    for (const method of ROUTE_METHODS.filter((name) => !allow.split(', ').includes(name))) {
      const response = await handlers[method]!(new NextRequest(`http://localhost${samplePath(file)}`, { method }));
      expect({ file, method, status: response.status, allow: response.headers.get('allow') }).toEqual({ file, method, status: 405, allow });
      expect(await response.json()).toEqual({ ok: false, error: 'method_not_allowed' });
    }
    const automaticOptions = await handlers.OPTIONS!(new NextRequest(`http://localhost${samplePath(file)}`, { method: 'OPTIONS' }));
    expect({ status: automaticOptions.status, allow: automaticOptions.headers.get('allow') }).toEqual({ status: 204, allow });
  });

  it.each(files.filter((file) => isStatic(readFileSync(file, 'utf8'))))('%s: stays pre-rendered (exports GET and nothing that would render it per request)', async (file) => {
    const routeModule = (await import(`@/${file.replace(/\.tsx?$/, '')}`)) as RouteModule;
    // Any of these exported makes Next render the route per request (its hasNonStaticMethods).
    expect({ file, exported: NON_STATIC.filter((method) => method in routeModule) }).toEqual({ file, exported: [] });
    expect(typeof routeModule.GET).toBe('function');
  });
});

describe('otherMethods()', () => {
  it('answers every other method 405 with Allow, HEAD with GET, and OPTIONS 204 with the same Allow', async () => {
    const answers = otherMethods(['GET', 'POST']);
    expect(Object.keys(answers).sort()).toEqual(['DELETE', 'OPTIONS', 'PATCH', 'PUT']);
    const response = answers.PUT();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ ok: false, error: 'method_not_allowed' });
    const options = answers.OPTIONS();
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'GET, HEAD, OPTIONS, POST']);
    expect(Object.keys(otherMethods(['PATCH'])).sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']);
    expect(allowHeader(['PATCH'])).toBe('OPTIONS, PATCH');
  });
});
