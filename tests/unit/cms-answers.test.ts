import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { cmsAnswers } from '@site/integrations/cmsAnswersRecord'
import { answerDigest, readingFor, renderedPageReads } from '@site/integrations/pageReads'
import { CMS_REQUESTS_AT_ONCE, findAll, listRequest, prefetchFromCms } from '@site/lib/cms'
import { SHOWN_MEDIA_FIELDS } from '@site/lib/media'

/** A CMS that answers every list with one document (the wiki's with a failure), and counts what it was asked. */
let asked: string[] = []
/** The encodings each request accepted. */
let accepted: (string | undefined)[] = []
/** The answers to the testimonials, held until the test sends them. */
let held: (() => void)[] = []
let server: http.Server
beforeEach(async () => {
  asked = []
  accepted = []
  held = []
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '')
    accepted.push(req.headers['accept-encoding'])
    if (req.url?.startsWith('/api/testimonials')) {
      held.push(() => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ docs: [{ id: held.length }] }))
      })
      return
    }
    if (req.url?.startsWith('/api/services')) {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(`\uFEFF${JSON.stringify({ docs: [{ id: 8, name: 'Шкипер' }] })}`)
      return
    }
    if (req.url?.startsWith('/api/wiki-articles')) {
      res.writeHead(500)
      res.end('down')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ docs: [{ id: 7 }] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.CMS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(async () => {
  delete process.env.CMS_URL
  cmsAnswers().answers.clear()
  cmsAnswers().asked.clear()
  cmsAnswers().digests.clear()
  cmsAnswers().sentLists.clear()
  await new Promise((resolve) => server.close(resolve))
})

describe('the CMS answers of a build', () => {
  it('are asked CMS_REQUESTS_AT_ONCE at a time, so the CMS keeps connections for the admin and the jobs', async () => {
    const lists = Array.from({ length: CMS_REQUESTS_AT_ONCE + 3 }, (_, index) => findAll('testimonials', { locale: 'ru', depth: index }))
    await expect.poll(() => held.length).toBe(CMS_REQUESTS_AT_ONCE)
    // Each answer lets the next in line be asked, and no more.
    for (let answered = 0; answered < lists.length; answered++) {
      await expect.poll(() => held.length).toBe(Math.min(CMS_REQUESTS_AT_ONCE, lists.length - answered))
      held.shift()?.()
    }
    expect(await Promise.all(lists)).toHaveLength(lists.length)
    expect(asked).toHaveLength(lists.length)
  })

  it('are asked once: a page finds the answer the build’s start asked for', async () => {
    prefetchFromCms(listRequest('yachts', { locale: 'ru' }))
    expect(await findAll('yachts', { locale: 'ru' })).toEqual([{ id: 7 }])
    expect(await findAll('yachts', { locale: 'ru' })).toEqual([{ id: 7 }])
    expect(asked).toEqual([listRequest('yachts', { locale: 'ru' })])
  })

  it('list only what the pages asked for, not what was asked for them in vain', async () => {
    prefetchFromCms(listRequest('events', { locale: 'en' }))
    await findAll('yachts', { locale: 'en', depth: 0 })
    expect([...cmsAnswers().asked]).toEqual(['/api/yachts?locale=en&depth=0&pagination=false'])
  })

  it('are asked uncompressed: the CMS, one thread, would compress each list the build waits for', async () => {
    prefetchFromCms(listRequest('events', { locale: 'en' }))
    await findAll('yachts', { locale: 'en' })
    // The early request answered too, so the CMS has had both.
    await findAll('events', { locale: 'en' })
    expect(accepted).toEqual(['identity', 'identity'])
  })

  it('ask for the fields a page shows, as the CMS’s REST API reads them', async () => {
    await findAll('yachts', { locale: 'ru', depth: 0, select: ['name', 'type'] })
    expect(asked.map(decodeURIComponent)).toEqual(['/api/yachts?locale=ru&depth=0&pagination=false&select[name]=true&select[type]=true'])
  })

  it('ask for a related picture’s shown fields alone, where relations are resolved', async () => {
    await findAll('yachts', { locale: 'ru' })
    const query = new URL(asked[0] ?? '', 'http://cms').searchParams
    const populated = [...query.keys()].filter((key) => key.startsWith('populate['))
    expect(populated).toEqual(SHOWN_MEDIA_FIELDS.map((field) => `populate[media][${field.split('.').join('][')}]`))
    expect(populated.every((key) => query.get(key) === 'true')).toBe(true)
    // At depth 0 no picture is resolved: nothing to narrow.
    expect(listRequest('yachts', { locale: 'ru', depth: 0 })).not.toContain('populate')
  })

  it('leave a failure to the page that asks, as if it had asked first', async () => {
    prefetchFromCms(listRequest('wiki-articles', { locale: 'ru' }))
    await expect(findAll('wiki-articles', { locale: 'ru' })).rejects.toThrow(/CMS answered 500/)
  })

  it('keep a digest of each answer read whole, not of a failure', async () => {
    await findAll('yachts', { locale: 'ru' })
    await expect(findAll('wiki-articles', { locale: 'ru' })).rejects.toThrow()
    expect([...cmsAnswers().digests]).toEqual([[listRequest('yachts', { locale: 'ru' }), answerDigest(new TextEncoder().encode(JSON.stringify({ docs: [{ id: 7 }] })))]])
  })

  it('keep an answer’s bytes without a leading byte order mark, which its text never had', async () => {
    const list = JSON.stringify({ docs: [{ id: 8, name: 'Шкипер' }] })
    const request = listRequest('services', { locale: 'ru' })
    expect(await findAll('services', { locale: 'ru' })).toEqual([{ id: 8, name: 'Шкипер' }])
    expect(cmsAnswers().digests.get(request)).toBe(answerDigest(new TextEncoder().encode(list)))
    expect(new TextDecoder().decode(cmsAnswers().sentLists.get(request))).toBe(list)
  })

  it('are recorded for the page that asks, even when another asked first, and for no page outside one', async () => {
    await findAll('events', { locale: 'ru' })
    await Promise.all([
      readingFor('/yachts', async () => {
        await findAll('yachts', { locale: 'ru' })
        await findAll('events', { locale: 'ru' })
      }),
      readingFor('/contact', async () => {}),
    ])
    expect(renderedPageReads(new Set(['/yachts', '/contact']))).toMatchObject({
      '/yachts': [listRequest('events', { locale: 'ru' }), listRequest('yachts', { locale: 'ru' })],
      '/contact': [],
    })
  })
})
