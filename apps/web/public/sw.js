// Bazaar's service worker, hand-written. It makes repeat visits fast (the app's hashed files and
// photos come from the cache) and shows an offline page instead of the browser's error when the
// network is down. Bump VERSION to drop every cache it made.
const VERSION = 'v1';
const SHELL = `bazaar-shell-${VERSION}`;
const ASSETS = `bazaar-assets-${VERSION}`;
const MEDIA = `bazaar-media-${VERSION}`;
const API = `bazaar-api-${VERSION}`;
const KEEP = [SHELL, ASSETS, MEDIA, API];

const OFFLINE = '/offline.html';
const SHELL_FILES = [OFFLINE, '/manifest.webmanifest', '/favicon.png', '/icons/icon-192.png'];

// Only answers that are the same for everyone may be kept: the catalog and ad lists. Everything
// else under /api (session, own ads, chats, offers, the signed-in ad pages) goes to the network
// and is never stored, so nothing of one person's stays on a shared phone.
const PUBLIC_API = [/^\/api\/catalog$/, /^\/api\/listings$/];

// Caches that fill as people browse stay small: a phone's storage is not ours to take.
const LIMITS = { [ASSETS]: 120, [MEDIA]: 200, [API]: 40 };

/**
 * The JavaScript and CSS the home page loads, so the app starts from the cache on the next visit:
 * every quoted /assets/ path in its HTML, in a tag (src, href) or in the list of scripts its starter
 * loads (a JSON script).
 */
async function appShellAssets() {
  const res = await fetch('/', { cache: 'no-store' });
  if (!res.ok) return [];
  const html = await res.text();
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      await shell.addAll(SHELL_FILES);
      const assets = await appShellAssets().catch(() => []);
      if (assets.length) await (await caches.open(ASSETS)).addAll(assets).catch(() => {});
      // Navigations always go to the network first, so a new worker can take over at once.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith('bazaar-') && !KEEP.includes(n)).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

async function trim(cacheName) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  const extra = keys.length - LIMITS[cacheName];
  for (let i = 0; i < extra; i++) await cache.delete(keys[i]);
}

/** Keeps a copy only of complete, public answers. */
function storable(res) {
  if (!res || !res.ok || res.type !== 'basic') return false;
  const cc = res.headers.get('cache-control') || '';
  return !/no-store|private/.test(cc) && !res.headers.has('set-cookie');
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (storable(res)) {
    await cache.put(request, res.clone());
    if (LIMITS[cacheName]) void trim(cacheName);
  }
  return res;
}

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const res = await fetch(request);
    if (storable(res)) {
      await cache.put(request, res.clone());
      void trim(cacheName);
    }
    return res;
  } catch (error) {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw error;
  }
}

async function page(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE, { cacheName: SHELL })) || Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;

  if (path.startsWith('/api/')) {
    if (PUBLIC_API.some((re) => re.test(path))) event.respondWith(networkFirst(request, API));
    return;
  }
  // Pages are never cached: the server writes each one's own title and tags, and a deploy must show.
  if (request.mode === 'navigate') return event.respondWith(page(request));
  if (path.startsWith('/assets/')) return event.respondWith(cacheFirst(request, ASSETS));
  if (path.startsWith('/media/')) return event.respondWith(cacheFirst(request, MEDIA));
  if (SHELL_FILES.includes(path) || path.startsWith('/icons/')) {
    return event.respondWith(
      caches.match(request, { cacheName: SHELL }).then((hit) => hit || fetch(request)),
    );
  }
});
