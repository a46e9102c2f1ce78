import { nanoquery } from '@nanostores/query'

import { getJson, onWrite, type QueryKey, keyUrl } from './client'

/**
 * One read cache for the islands (spec 9, "Data loading"), with @nanostores/query (2 kB, on the
 * nanostores the islands already share): an answer is fresh for 300 s and dropped 600 s after its
 * last use; nothing is read again on an interval, on focus or on reconnecting; islands reading the
 * same address at once share one request. A read that fails is tried once more after 1 s (the delay
 * doubling from 1 s, capped at 3 s, had it more tries). Writes are never retried, and each
 * successful one drops every cached answer, so what an island reads after it is fresh.
 */
export const READ_FRESH_MS = 300_000
export const READ_KEPT_MS = 600_000
export const READ_RETRIES = 1
export const readRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 3000)

const [createFetcherStore, , { invalidateKeys }] = nanoquery({
  fetcher: (...parts) => getJson(parts.join('')),
  dedupeTime: READ_FRESH_MS,
  cacheLifetime: READ_KEPT_MS,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateInterval: 0,
  // Retried here, in read(), where the caller waits for the outcome.
  onErrorRetry: false,
})

onWrite(() => invalidateKeys(() => true))

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A portal read (GET) through the cache; rejects with the error of its last try. */
export async function read<T>(key: QueryKey): Promise<T> {
  const url = keyUrl(key)
  const store = createFetcherStore<T>([url])
  for (let attempt = 0; ; attempt += 1) {
    const answer = await store.fetch()
    if ('data' in answer) return answer.data
    // A failure is not kept: the next read, or the retry, asks the server again.
    invalidateKeys(url)
    if (attempt >= READ_RETRIES) throw answer.error
    await wait(readRetryDelay(attempt))
  }
}
