import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { apiRequest } from '@site/lib/api/client'
import { READ_FRESH_MS, READ_KEPT_MS, READ_RETRIES, read, readRetryDelay } from '@site/lib/api/reads'

/**
 * The islands' read cache as spec 9 sets it ("Data loading"), against a fetch that counts its
 * calls: shared requests, answers kept fresh, forgotten after a write, one retry for a failed read.
 */
let calls: string[] = []
let failNext = 0

beforeEach(() => {
  calls = []
  failNext = 0
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`)
    if (failNext > 0) {
      failNext -= 1
      return new Response('down', { status: 503 })
    }
    return Response.json({ url, call: calls.length })
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

let unique = 0
const address = () => `/api/test/${++unique}`

describe('the islands’ read cache', () => {
  it('keeps the spec’s figures', () => {
    expect([READ_FRESH_MS, READ_KEPT_MS, READ_RETRIES]).toEqual([300_000, 600_000, 1])
    expect([0, 1, 2, 3].map(readRetryDelay)).toEqual([1000, 2000, 3000, 3000])
  })

  it('shares one request between islands reading the same address, and answers again from the cache', async () => {
    const path = address()
    const [first, second] = await Promise.all([read(path), read(path)])
    expect(first).toEqual(second)
    expect(await read(path)).toEqual(first)
    expect(calls).toEqual([`GET ${path}`])
  })

  it('asks again after any successful write, and never retries a write', async () => {
    const path = address()
    await read(path)
    failNext = 1
    await expect(apiRequest('POST', '/api/test/write', { a: 1 })).rejects.toThrow('503')
    await read(path)
    expect(calls.filter((call) => call === `GET ${path}`)).toHaveLength(1)
    await apiRequest('POST', '/api/test/write', { a: 1 })
    await read(path)
    expect(calls).toEqual([`GET ${path}`, 'POST /api/test/write', 'POST /api/test/write', `GET ${path}`])
  })

  it('keeps no answer that was on its way while a write finished: the reader gets one asked after it', async () => {
    const path = address()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const serve = globalThis.fetch
    let first = true
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === path && first) {
        first = false
        await held
      }
      return serve(url, init)
    })
    const reading = read<{ call: number }>(path)
    await apiRequest('POST', '/api/test/write', {})
    release()
    const answer = await reading
    expect(calls).toEqual([`POST /api/test/write`, `GET ${path}`, `GET ${path}`])
    expect(answer.call).toBe(3)
    expect(await read(path)).toEqual(answer)
    expect(calls).toHaveLength(3)
  })

  it('tries a failed read once more after 1 s, and keeps no failure', async () => {
    vi.useFakeTimers()
    const path = address()
    failNext = 1
    const recovered = read(path)
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(recovered).resolves.toMatchObject({ url: path })
    expect(calls).toHaveLength(2)

    const other = address()
    failNext = 2
    const failed = read(other)
    const outcome = expect(failed).rejects.toThrow('503')
    await vi.advanceTimersByTimeAsync(1000)
    await outcome
    expect(calls.filter((call) => call === `GET ${other}`)).toHaveLength(2)
    await expect(read(other)).resolves.toMatchObject({ url: other })
  })
})
