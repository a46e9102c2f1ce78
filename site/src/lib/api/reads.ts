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

/** Writes so far: an answer that was on its way when one happened may predate it. */
let writes = 0

/** An answer asked for before a write that finished first: never kept, asked for again. */
class OutdatedAnswer extends Error {}

const [createFetcherStore, , { invalidateKeys }] = nanoquery({
  fetcher: async (...parts) => {
    const asked = writes
    const answer = await getJson(parts.join(''))
    if (writes !== asked) throw new OutdatedAnswer()
    return answer
  },
  dedupeTime: READ_FRESH_MS,
  cacheLifetime: READ_KEPT_MS,
  // Nothing mounted stays subscribed (read() listens only until its answer), so no answer is read
  // again on focus; but nanoquery holds back every fetch while the tab is hidden and lets it go on
  // focus: a read begun in a background tab waits for the tab, and does not hang.
  revalidateOnFocus: true,
  revalidateOnReconnect: false,
  revalidateInterval: 0,
  // Retried here, in read(), where the caller waits for the outcome.
  onErrorRetry: false,
})

onWrite(() => {
  writes += 1
  invalidateKeys(() => true)
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A portal read (GET) through the cache; rejects with the error of its last try. */
export async function read<T>(key: QueryKey): Promise<T> {
  const url = keyUrl(key)
  const store = createFetcherStore<T>([url])
  for (let attempt = 0, outdated = 0; ; ) {
    const answer = await store.fetch()
    if ('data' in answer) return answer.data
    // A failure is not kept: the next read, or the retry, asks the server again.
    invalidateKeys(url)
    if (answer.error instanceof OutdatedAnswer && outdated < 3) {
      outdated += 1
      continue
    }
    if (attempt >= READ_RETRIES) throw answer.error
    await wait(readRetryDelay(attempt))
    attempt += 1
  }
}
