/*
 * The portal's service worker (spec 2.7). Pages are fetched from the network first and kept in
 * `forced-update-v1`, so a visited page opens offline and is always fresh online. Build assets
 * (hashed, never changing) and the app's own files are served from `prefetch-v1` first. The
 * pictures of visited pages (/media/, never changing under their name) are kept in `media-v1`,
 * the newest MEDIA_KEPT of them, and served from there first.
 * Messages: SKIP_WAITING (activate a waiting update now) and CACHE_STATS (entries per cache).
 */
const PREFETCH_CACHE = 'prefetch-v1'
const PAGES_CACHE = 'forced-update-v1'
const MEDIA_CACHE = 'media-v1'
const MEDIA_KEPT = 300
const PRECACHE = ['/', '/en/', '/favicon.svg', '/manifest.webmanifest']

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PREFETCH_CACHE).then((cache) => cache.addAll(PRECACHE)))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => ![PREFETCH_CACHE, PAGES_CACHE, MEDIA_CACHE].includes(name)).map((name) => caches.delete(name))))
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
        [PREFETCH_CACHE, PAGES_CACHE, MEDIA_CACHE].map((name) =>
          caches
            .open(name)
            .then((cache) => cache.keys())
            .then((keys) => [name, keys.length]),
        ),
      ).then((entries) => reply({ type: 'CACHE_STATS', caches: Object.fromEntries(entries) })),
    )
  }
})

/**
 * Keeps a copy of `response` in `cacheName` after the page has it, under the event's waitUntil
 * (as Workbox's strategies do): a slow cache write never holds a navigation. The pictures' cache
 * keeps only its newest MEDIA_KEPT.
 */
function keepCopy(event, cacheName, response) {
  const copy = response.clone()
  event.waitUntil(
    caches.open(cacheName).then(async (cache) => {
      await cache.put(event.request, copy)
      if (cacheName === MEDIA_CACHE) await keepNewest(cache, MEDIA_KEPT)
    }),
  )
}

async function networkFirst(event) {
  const { request } = event
  try {
    const response = await fetch(request)
    // What the server says no one may store (a draft preview) is not kept for offline use either.
    if (response.ok && !/no-store/.test(response.headers.get('cache-control') ?? '')) keepCopy(event, PAGES_CACHE, response)
    return response
  } catch (error) {
    const cached = (await caches.match(request, { cacheName: PAGES_CACHE })) || (await caches.match(request))
    if (cached) return cached
    throw error
  }
}

async function cacheFirst(event, cacheName = PREFETCH_CACHE) {
  const cached = await caches.match(event.request)
  if (cached) return cached
  const response = await fetch(event.request)
  if (response.ok) keepCopy(event, cacheName, response)
  return response
}

/** Drops the oldest entries (keys come in insertion order) beyond `count`. */
async function keepNewest(cache, count) {
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - count)).map((key) => cache.delete(key)))
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  // Only this site's own GETs; the portal API and other origins (CMS media) pass through.
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  if (url.pathname.startsWith('/_astro/')) {
    event.respondWith(cacheFirst(event))
  } else if (url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(event, MEDIA_CACHE))
  } else {
    event.respondWith(networkFirst(event))
  }
})
