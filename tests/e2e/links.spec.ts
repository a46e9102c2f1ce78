import { expect, test } from '@playwright/test'

import { siteUrl } from './support/admin'

/**
 * Every internal link resolves, in both languages: a crawl of the built site from both home pages,
 * following each link of every page it reaches (with its query, without its fragment), and asking
 * every other internal address it finds (calendar files, feeds) once.
 */
test('every internal link of the site resolves, from both home pages', async ({ request }) => {
  test.setTimeout(10 * 60_000)
  const origin = new URL(siteUrl()).origin
  const queue: { path: string; from: string }[] = [
    { path: '/', from: '(start)' },
    { path: '/en/', from: '(start)' },
  ]
  const seen = new Set(queue.map((entry) => entry.path))
  const broken: string[] = []
  let pages = 0
  while (queue.length > 0) {
    const { path, from } = queue.shift()!
    const answer = await request.get(`${origin}${path}`, { maxRedirects: 5, failOnStatusCode: false })
    if (answer.status() >= 400) {
      broken.push(`${path} → ${answer.status()} (linked from ${from})`)
      continue
    }
    if (!(answer.headers()['content-type'] ?? '').includes('text/html')) continue
    pages += 1
    const html = await answer.text()
    for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const raw = (href ?? '').replaceAll('&amp;', '&')
      if (!raw || raw.startsWith('#') || /^(mailto|tel|javascript):/.test(raw)) continue
      const target = new URL(raw, `${origin}${path}`)
      if (target.origin !== origin) continue
      const next = `${target.pathname}${target.search}`
      if (seen.has(next)) continue
      seen.add(next)
      queue.push({ path: next, from: path })
    }
  }
  expect(pages).toBeGreaterThan(150)
  expect(broken).toEqual([])
})
