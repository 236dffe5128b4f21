/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import StaticHtmlBytesCache, { withHtmlBytes } from '../../cache-handler.mjs';

const page = '<!DOCTYPE html><html lang="en"><body><p>Research that compounds… “quoted” © 2026</p></body></html>';

describe('withHtmlBytes', () => {
  it('turns a pre-rendered page into its UTF-8 bytes, once', () => {
    const entry: { value: { kind: string; html: string | Buffer } } = { value: { kind: 'APP_PAGE', html: page } };
    const bytes = withHtmlBytes(entry).value.html;
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.toString()).toBe(page);
    expect(withHtmlBytes(entry).value.html).toBe(bytes);
  });

  it('leaves every other entry as it is', () => {
    const route = { value: { kind: 'APP_ROUTE', body: Buffer.from('{}') } };
    const fetched = { value: { kind: 'FETCH', data: { body: 'x' } } };
    const pagesRouter = { value: { kind: 'PAGES', html: page } };
    expect(withHtmlBytes(route)).toEqual({ value: { kind: 'APP_ROUTE', body: Buffer.from('{}') } });
    expect(withHtmlBytes(fetched)).toEqual({ value: { kind: 'FETCH', data: { body: 'x' } } });
    expect(withHtmlBytes(pagesRouter).value.html).toBe(page);
    expect(withHtmlBytes(null)).toBeNull();
    expect(withHtmlBytes(undefined)).toBeUndefined();
  });
});

describe('StaticHtmlBytesCache', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'cache-handler-'));
    mkdirSync(join(dist, 'app', 'en'), { recursive: true });
    writeFileSync(join(dist, 'app', 'en', 'about.html'), page);
    writeFileSync(join(dist, 'app', 'en', 'about.meta'), JSON.stringify({ status: 200, headers: { 'x-nextjs-prerender': '1' } }));
    writeFileSync(join(dist, 'app', 'en', 'about.rsc'), '0:{}\n');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  // Next's own types for these are internal const enums: the values are what Next passes.
  const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as unknown as Parameters<StaticHtmlBytesCache['get']>[1];
  /** The page entry's fields this handler changes or keeps. */
  const pageOf = (entry: unknown) => (entry as { value: { kind: string; html: unknown; rscData: Buffer } }).value;
  const options = () => ({ fs: nodeFs, dev: false, flushToDisk: false, serverDistDir: dist, revalidatedTags: [], maxMemoryCacheSize: 50 * 1024 * 1024 });
  const open = () => new StaticHtmlBytesCache(options() as unknown as ConstructorParameters<typeof StaticHtmlBytesCache>[0]);

  it("serves Next's own cache entry for a pre-rendered page, with the page as bytes", async () => {
    const cache = open();
    const entry = await cache.get('/en/about', context);
    expect(pageOf(entry).kind).toBe('APP_PAGE');
    const html = pageOf(entry).html;
    expect(Buffer.isBuffer(html)).toBe(true);
    expect(html).toEqual(readFileSync(join(dist, 'app', 'en', 'about.html')));
    expect(pageOf(entry).rscData.toString()).toBe('0:{}\n');
  });

  it('encodes a page once: later reads get the same bytes from the memory cache', async () => {
    const cache = open();
    const first = pageOf(await cache.get('/en/about', context));
    const second = pageOf(await cache.get('/en/about', context));
    expect(second.html).toBe(first.html);
  });

  it('answers a miss with nothing, and passes the other calls through', async () => {
    const cache = open();
    expect(cache.resetRequestCache()).toBeUndefined();
    expect(await cache.get('/en/nowhere', context)).toBeNull();
    await expect(cache.revalidateTag(['x'])).resolves.toBeUndefined();
  });
});
