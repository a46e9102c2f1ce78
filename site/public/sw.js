/*
 * The portal's service worker (spec 2.7). Pages are fetched from the network first and kept in
 * `forced-update-v1`, so a visited page opens offline and is always fresh online. Build assets
 * (hashed, never changing) and the app's own files are served from `prefetch-v1` first.
 * Messages: SKIP_WAITING (activate a waiting update now) and CACHE_STATS (entries per cache).
 */
const PREFETCH_CACHE = 'prefetch-v1'
const PAGES_CACHE = 'forced-update-v1'
const PRECACHE = ['/', '/en/', '/favicon.svg', '/manifest.webmanifest']

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PREFETCH_CACHE).then((cache) => cache.addAll(PRECACHE)))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== PREFETCH_CACHE && name !== PAGES_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('message', (event) => {
  const type = event.data?.type
  if (type === 'SKIP_WAITING') {
    self.skipWaiting()
  } else if (type === 'CACHE_STATS') {
    const reply = (stats) => (event.ports[0] ? event.ports[0].postMessage(stats) : event.source?.postMessage(stats))
    event.waitUntil(
      Promise.all(
        [PREFETCH_CACHE, PAGES_CACHE].map((name) =>
          caches
            .open(name)
            .then((cache) => cache.keys())
            .then((keys) => [name, keys.length]),
        ),
      ).then((entries) => reply({ type: 'CACHE_STATS', caches: Object.fromEntries(entries) })),
    )
  }
})

async function networkFirst(request) {
  const cache = await caches.open(PAGES_CACHE)
  try {
    const response = await fetch(request)
    // What the server says no one may store (a draft preview) is not kept for offline use either.
    if (response.ok && !/no-store/.test(response.headers.get('cache-control') ?? '')) await cache.put(request, response.clone())
    return response
  } catch (error) {
    const cached = (await cache.match(request)) || (await caches.match(request))
    if (cached) return cached
    throw error
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) {
    const cache = await caches.open(PREFETCH_CACHE)
    await cache.put(request, response.clone())
  }
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  // Only this site's own GETs; the portal API and other origins (CMS media) pass through.
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  if (url.pathname.startsWith('/_astro/')) {
    event.respondWith(cacheFirst(request))
  } else {
    event.respondWith(networkFirst(request))
  }
})
