import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { caddyInstalled, type RunningProxy, startProxy } from '@scripts/lib/proxy'
import { siteUrl } from './support/admin'

/**
 * The proxy of docker-compose (deploy/Caddyfile, Debian's Caddy, which .ci/run installs) in front
 * of the run's site server: it serves the live build's files and the media library's pictures
 * itself, with the headers the site server gives the same files, and hands the rest (the portal
 * API, /admin/*, the not-found page) to the site server.
 */
test.skip(!caddyInstalled() && !process.env.CI, 'Caddy is not installed (apt-get install caddy); CI always has it')

let proxy: RunningProxy

test.beforeAll(async () => {
  const dataDir = process.env.E2E_DATA_DIR ?? ''
  expect(fs.existsSync(path.join(dataDir, 'site', 'current', 'client')), 'the live build is linked as site/current').toBe(true)
  proxy = await startProxy({ siteUrl: siteUrl(), dataDir })
})
test.afterAll(() => {
  proxy?.stop()
})

/**
 * A header's value as it matters: spaces around parameters do not, nor a `charset=utf-8` one side
 * names and the other leaves to the default (every text file of the build is UTF-8).
 */
const same = (value: string | undefined) => value?.replace(/\s*;\s*/g, ';').replace(/;charset=utf-8$/i, '')
const HEADERS = ['cache-control', 'content-type', 'content-encoding', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'content-security-policy']

test('serves the build’s files with the site server’s headers, and sends the rest to it', async ({ request }) => {
  const html = fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'site', 'current', 'client', 'index.html'), 'utf8')
  const asset = /\/_astro\/[^"']+\.js/.exec(html)?.[0]
  expect(asset).toBeTruthy()
  const mediaDir = path.join(process.env.E2E_DATA_DIR ?? '', 'media')
  const picture = fs.readdirSync(mediaDir, { withFileTypes: true }).find((entry) => entry.isFile() && !entry.name.startsWith('.'))?.name
  expect(picture, 'the seed put pictures in the media folder').toBeTruthy()
  // A member's photo, where the portal keeps them: in a subfolder of the media folder.
  fs.mkdirSync(path.join(mediaDir, 'user-photos'), { recursive: true })
  fs.writeFileSync(path.join(mediaDir, 'user-photos', 'private.webp'), 'a member’s photo')
  // A yacht's second address: the canonical page's file, through either.
  const yacht = /\/yacht\/(\d+)/.exec(fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'site', 'current', 'client', 'yachts', 'index.html'), 'utf8'))?.[1]
  expect(yacht, 'the yachts list links a yacht').toBeTruthy()
  const paths = [
    '/',
    '/yachts',
    '/en/yachts',
    `/yachts/${yacht}`,
    `/en/yachts/${yacht}/`,
    `/yachts/${yacht}?from=proxy`,
    '/wiki/cold-water-safety',
    asset!,
    '/sw.js',
    '/robots.txt',
    '/pagefind/pagefind.js',
    '/api/user',
    '/admin/somewhere',
    '/no-such-page',
    `/media/${encodeURIComponent(picture!)}`,
    // Members' photos live in the media folder's subfolders: no address reaches them.
    '/media/user-photos/private.webp',
    '/media/user-photos%2Fprivate.webp',
  ]
  for (const pathname of paths) {
    const get = (base: string) => request.get(`${base}${pathname}`, { headers: { 'accept-encoding': 'br, gzip' }, maxRedirects: 0 })
    const [direct, proxied] = [await get(siteUrl()), await get(proxy.url)]
    expect(proxied.status(), pathname).toBe(direct.status())
    if (pathname.includes('private')) expect(direct.status(), pathname).toBe(404)
    for (const header of HEADERS) expect(same(proxied.headers()[header]), `${pathname}: ${header}`).toBe(same(direct.headers()[header]))
    expect((await proxied.body()).equals(await direct.body()), `${pathname}: the same body`).toBe(true)
  }
})
