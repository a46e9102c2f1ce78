import { createHash } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { cmsUrl, siteUrl } from './support/admin'

/** Every response of both servers says how it may be framed, sniffed and referred; pages say which scripts may run. */
test('the site, its API and the CMS send the security headers; pages carry a script policy of hashes', async ({ request }) => {
  for (const url of [`${siteUrl()}/`, `${siteUrl()}/en/yachts`, `${siteUrl()}/api/user`, `${siteUrl()}/no-such-page`, `${cmsUrl()}/admin`, `${cmsUrl()}/api/yachts?limit=1`]) {
    const answer = await request.get(url, { maxRedirects: 0 })
    const headers = answer.headers()
    expect(headers['content-security-policy'], url).toMatch(/frame-ancestors '(none|self)'/)
    expect(headers['x-content-type-options'], url).toBe('nosniff')
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
    // Served over plain HTTP here: no HSTS (it would pin a localhost port to HTTPS).
    expect(headers['strict-transport-security'], url).toBeUndefined()
  }
  for (const path of ['/', '/en/yachts']) {
    const page = await (await request.get(`${siteUrl()}${path}`)).text()
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(page)?.[1] ?? ''
    expect(policy).toMatch(/script-src[^;]*'sha256-/)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(policy).toMatch(/object-src 'none'/)
    // Every script written into the page may run: its hash is in the policy (inline ones included).
    for (const [, attributes = '', text = ''] of page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=|type="application\/(ld\+)?json"/.test(attributes) || !text) continue
      const hash = createHash('sha256').update(text).digest('base64')
      expect(policy, `${path}: ${text.slice(0, 60)}…`).toContain(`'sha256-${hash}'`)
    }
  }
})
