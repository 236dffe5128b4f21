/**
 * The service worker's source, generated per build so that every deployment ships a changed
 * /sw.js (the browser then installs it and the page raises update-available).
 * Hand-written rather than Serwist: see docs/consent-and-updates.md.
 */
export function serviceWorkerSource(buildId: string, locales: readonly string[]): string {
  const config = JSON.stringify({ build: buildId, locales });
  return `/* Tessellon service worker, build ${buildId.replace(/[^\w.-]/g, '')} */
const CONFIG = ${config};
const STATIC_CACHE = 'static-' + CONFIG.build;
const OFFLINE_CACHE = 'offline-' + CONFIG.build;
// Per build like the static files: a page keeps working offline only with the scripts and styles
// it names, and the activate handler below deletes the previous build's. A page cached by an
// earlier build would come back offline unstyled and dead; the offline page is the honest answer.
const PAGES_CACHE = 'pages-' + CONFIG.build;
const offlineUrl = (locale) => '/offline/' + locale + '.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.addAll(CONFIG.locales.map(offlineUrl))).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  const keep = new Set([STATIC_CACHE, OFFLINE_CACHE, PAGES_CACHE]);
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((key) => !keep.has(key)).map((key) => caches.delete(key)))).then(() => self.clients.claim()));
});

function localeOf(url) {
  const first = url.pathname.split('/')[1] || '';
  return CONFIG.locales.includes(first) ? first : 'en';
}

// Kept per build: files that change only with a build, the on-demand texts (/api/messages/…) among them.
const isStatic = (url) => url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/icons/') || url.pathname.startsWith('/art/') || url.pathname === '/manifest.json' || url.pathname === '/icon.svg' || url.pathname === '/icons.svg' || url.pathname.startsWith('/api/messages/');

// A page sent with no-store is one the server says must not be kept: the status checks of a
// past moment, an unsubscribe page with its token, the administrator's inbox with the names and
// addresses of the people who wrote in. Kept here it would outlive the session, on disk.
const storesNothing = (response) => (response.headers.get('cache-control') || '').toLowerCase().includes('no-store');

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && response.type === 'basic' && !storesNothing(response)) {
            const copy = response.clone();
            caches.open(PAGES_CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        })
        .catch(() => caches.match(request).then((hit) => hit || caches.match(offlineUrl(localeOf(url)))).then((hit) => hit || Response.error())),
    );
    return;
  }
  if (isStatic(url)) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(STATIC_CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
`;
}
