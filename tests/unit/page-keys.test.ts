import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { yachtStaticPaths } from '@site/features/catalogue/yachts'
import { bilingualPaths } from '@site/lib/staticPaths'
import { cmsAnswers } from '@site/integrations/cmsAnswersRecord'
import { shellKey } from '@site/layouts/shellContent'

/**
 * A publish links a page from the live build when its key is the live build's (liveBuildPages.ts).
 * What a page shows as of the day of its build must be in its key, or a page built before the day
 * it changes stays as it was until its document is edited.
 */

/** A CMS with one yacht, whose marina's season runs from 1 June to 10 October, and no reviews. */
const marina = { id: 2, name: 'Листвянка', seasonOpens: '06-01', seasonCloses: '10-10', seasonYears: [] }
let server: http.Server
beforeEach(async () => {
  server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    if (req.url?.startsWith('/api/yachts')) res.end(JSON.stringify({ docs: [{ id: 1, name: 'Баргузин', homeMarina: marina }] }))
    else if (req.url?.startsWith('/api/globals/')) res.end(JSON.stringify({ id: 1 }))
    else res.end(JSON.stringify({ docs: [] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.CMS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Only the clock: the loopback CMS still answers in real time.
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(async () => {
  vi.useRealTimers()
  delete process.env.CMS_URL
  cmsAnswers().answers.clear()
  cmsAnswers().asked.clear()
  await new Promise((resolve) => server.close(resolve))
})

async function yachtKeyOn(day: string): Promise<string | undefined> {
  vi.setSystemTime(new Date(`${day}T12:00:00Z`))
  return (await yachtStaticPaths())[0]?.cacheKey
}

async function shellKeyOn(day: string): Promise<string> {
  vi.setSystemTime(new Date(`${day}T12:00:00Z`))
  return shellKey()
}

describe('a page’s key and the day of the build', () => {
  it('keeps a yacht’s key through its coming season, and changes it once that season closed', async () => {
    const july = await yachtKeyOn('2026-07-01')
    expect(july).toMatch(/^[0-9a-f]{32}$/)
    expect(await yachtKeyOn('2026-10-09')).toBe(july)
    // The page now shows the 2027 season.
    const november = await yachtKeyOn('2026-11-20')
    expect(november).not.toBe(july)
    expect(await yachtKeyOn('2026-12-20')).toBe(november)
  })

  it('keeps the shell’s key through a year, and changes it in the next (the footer’s year)', async () => {
    const june = await shellKeyOn('2026-06-15')
    expect(await shellKeyOn('2026-11-28')).toBe(june)
    expect(await shellKeyOn('2027-06-15')).not.toBe(june)
  })
})

describe('a document route’s paths', () => {
  const russian = [{ id: 1, name: 'Баргузин' }]
  const english = [{ id: 1, name: 'Barguzin' }]

  it('are worked out once for the route and its English twin, from the same lists', async () => {
    vi.setSystemTime(new Date('2026-07-01T12:00:00Z'))
    let lists = { ru: russian, en: english }
    const load = async (locale: 'ru' | 'en') => lists[locale]
    let related = 0
    const paths = () =>
      bilingualPaths(
        load,
        (doc) => ({ id: String(doc.id) }),
        async () => ++related,
      )
    const route = await paths()
    const twin = await paths()
    expect(twin).toEqual(route)
    expect(twin).not.toBe(route)
    expect(related).toBe(1)
    // A list read again (another build's, or a test's) is worked out again.
    lists = { ru: [...russian], en: english }
    await paths()
    expect(related).toBe(2)
    // So are the same lists on another day.
    vi.setSystemTime(new Date('2026-07-02T12:00:00Z'))
    await paths()
    expect(related).toBe(3)
  })
})
