// The service worker: keeps every file the game needs and serves them from
// its cache first, so the game loads and plays with no network at all.
//
// This is a template. `cargo xtask dist` writes dist/sw.js from it, replacing
// the two marked lines with the build's version (a hash of every file's
// contents, so a new build means a new cache) and the list of files to
// precache. Left as it is (`trunk serve`, which copies it unchanged), VERSION
// is 'dev' and the worker caches nothing: every request goes to the network.
//
// Cache names are `mancala-web-<version>`; activating a new version deletes
// only older caches with that prefix. A new version waits until the page
// asks it to take over (the player pressed Reload on the update notice).

const VERSION = 'dev'; // xtask: version
const PRECACHE = []; // xtask: precache

const PREFIX = 'mancala-web-';
const CACHE = PREFIX + VERSION;
const DEV = VERSION === 'dev';
const base = new URL('./', self.location.href);
const urls = PRECACHE.map((path) => new URL(path, base).href);
const INDEX = new URL('index.html', base).href;

self.addEventListener('install', (event) => {
  if (DEV) return;
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // `reload`: straight from the server, never from the HTTP cache.
      cache.addAll(urls.map((url) => new Request(url, { cache: 'reload' }))),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The first install serves the page that registered it at once.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  if (DEV) return;
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== base.origin || !url.href.startsWith(base.href)) return;
  event.respondWith(fromCache(request, url));
});

async function fromCache(request, url) {
  const cache = await caches.open(CACHE);
  // Pages come with their parameters (?game=ba-awa&controls=minimal): one copy serves them all.
  let hit = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
  if (!hit && request.mode === 'navigate' && url.pathname.endsWith('/')) hit = await cache.match(INDEX);
  if (hit) return hit;
  // Not precached (a file added after this version): the network.
  return fetch(request);
}
