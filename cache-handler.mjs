// @ts-check
/**
 * The cache handler of `next start` (next.config.ts `cacheHandler`): Next's own file-system cache,
 * with one change. Next reads each pre-rendered page's HTML from disk as a JavaScript string and
 * writes that string to every response, so Node encodes the ~90 KB page to UTF-8 again on every
 * request: a third of the server's busy time serving /about (docs/benchmarks.md, "Serving
 * throughput"). The page is immutable for the build, so it is encoded once here, the first time it
 * is read, and the cached entry keeps the bytes.
 *
 * Next also bundles this module into the proxy, which runs before every request, so Next's cache
 * is imported on first use rather than with the module (tests/unit/cache-handler.test.ts,
 * `npm run test:proxy`). Only the serving process is affected: `next build` keeps the strings it
 * writes, and on Vercel (where next.config.ts does not set this handler) the CDN serves the pages.
 */

/** @typedef {import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} FileSystemCache */
/** @typedef {ConstructorParameters<typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default>[0]} Options */

const serving = process.env.NEXT_PHASE !== 'phase-production-build';

/** @returns {Promise<typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default>} */
async function loadFileSystemCache() {
  const imported = await import('next/dist/server/lib/incremental-cache/file-system-cache.js');
  // Node imports the CommonJS module as `{ default: { default: Class } }`; a bundler that honours
  // its `__esModule` flag (Turbopack) as `{ default: Class }`.
  const exported = /** @type {any} */ (imported).default;
  return typeof exported === 'function' ? exported : exported.default;
}

/**
 * Pre-rendered HTML as bytes: the entry is the one Next's memory cache holds, so each page is
 * converted once. Exported for tests.
 * @template {{ value?: unknown } | null | undefined} Entry
 * @param {Entry} entry
 * @returns {Entry}
 */
export function withHtmlBytes(entry) {
  const value = /** @type {{ kind?: unknown; html?: unknown } | null | undefined} */ (entry?.value);
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') value.html = Buffer.from(value.html, 'utf8');
  return entry;
}

export default class StaticHtmlBytesCache {
  /** @type {Options} */
  #options;
  /** @type {Promise<FileSystemCache> | undefined} */
  #loading;
  /** @type {FileSystemCache | undefined} */
  #cache;

  /** @param {Options} options */
  constructor(options) {
    this.#options = options;
  }

  /** @returns {Promise<FileSystemCache>} */
  #inner() {
    this.#loading ??= loadFileSystemCache().then((FileSystemCache) => (this.#cache = new FileSystemCache(this.#options)));
    return this.#loading;
  }

  /** @param {Parameters<FileSystemCache['get']>} args */
  async get(...args) {
    const entry = await (await this.#inner()).get(...args);
    return serving ? withHtmlBytes(entry) : entry;
  }

  /** @param {Parameters<FileSystemCache['set']>} args */
  async set(...args) {
    return (await this.#inner()).set(...args);
  }

  /** @param {Parameters<FileSystemCache['revalidateTag']>} args */
  async revalidateTag(...args) {
    return (await this.#inner()).revalidateTag(...args);
  }

  resetRequestCache() {
    this.#cache?.resetRequestCache();
  }
}
