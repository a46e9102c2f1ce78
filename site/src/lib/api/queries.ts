/**
 * The shared query cache of the site's islands (spec 9), on @nanostores/query: loads stay fresh
 * for 300 s and are dropped 600 s after they were loaded; nothing refetches on focus, reconnect
 * or a timer; a failed load is retried once after 1 s (the delay doubles per attempt, capped at
 * 3 s). Mutator stores are never retried — a failed write is reported, not repeated.
 */
import { nanoquery } from '@nanostores/query'

import { getJson, type PortalUser } from './client'

export const FRESH_MS = 300_000
export const DISCARD_MS = 600_000
export const READ_RETRIES = 1
const RETRY_FIRST_MS = 1000
const RETRY_CAP_MS = 3000

/**
 * Delay before retry number `retryCount` (1 for the first failure), or null for no more
 * retries: min(1000 · 2^(retryCount - 1), 3000) ms.
 */
export function retryDelay(retryCount: number): number | null {
  if (retryCount < 1 || retryCount > READ_RETRIES) return null
  return Math.min(RETRY_FIRST_MS * 2 ** (retryCount - 1), RETRY_CAP_MS)
}

/** Kept here rather than inside nanoquery so a sign-in can seed the current user. */
const cache = new Map<string, { data?: unknown; error?: unknown; retryCount?: number; created?: number; expires?: number }>()

/**
 * A key is a full path ('/api/user') or parts (['/api/admin/users', $id]). The fetcher joins
 * parts with '/' (spec 7); nanoquery names the cache entry by the parts run together, which is
 * the form invalidateKeys and mutateCache take — or use the store's own invalidate and mutate.
 */
export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  cache,
  fetcher: (...parts) => getJson(parts.map(String)),
  dedupeTime: FRESH_MS,
  cacheLifetime: DISCARD_MS,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateInterval: 0,
  onErrorRetry: ({ retryCount }) => retryDelay(retryCount),
})

export const CURRENT_USER_KEY = '/api/user'

/** The signed-in user; `data` is null for a guest (the API's 401). */
export const $currentUser = createFetcherStore<PortalUser | null>(CURRENT_USER_KEY, {
  fetcher: () => getJson<PortalUser>(CURRENT_USER_KEY, { on401: 'null' }),
})

/** Puts the user a sign-in, registration or profile change returned in the cache, without a load. */
export function setCurrentUser(user: PortalUser | null): void {
  const now = Date.now()
  cache.set(CURRENT_USER_KEY, { data: user, created: now, expires: now + DISCARD_MS })
  mutateCache(CURRENT_USER_KEY, user)
}

/** Forgets every cached load: on sign-out (spec 4.1), so the next user sees none of this one's data. */
export function clearQueryCache(): void {
  invalidateKeys(() => true)
}
