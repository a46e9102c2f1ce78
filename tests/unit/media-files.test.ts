import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { diskStore } from '@cms/core/uploads/storedFiles'
import { mediaFiles } from '@scripts/lib/http/mediaFiles'

/** The site server's /media/: the media folder's own files, never its private subfolders. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-files-'))
let server: http.Server
let base = ''

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, 'yacht 1.webp'), 'picture')
  fs.mkdirSync(path.join(dir, 'user-photos'))
  fs.writeFileSync(path.join(dir, 'user-photos', 'face.webp'), 'private')
  fs.writeFileSync(path.join(dir, '.hidden'), 'hidden')
  const media = mediaFiles(diskStore(dir))
  server = http.createServer((req, res) => {
    if (!media(req, res)) res.writeHead(418).end('not media')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('/media/', () => {
  it('serves a picture of the library with its type, a month’s cache and an ETag', async () => {
    const res = await fetch(`${base}/media/yacht%201.webp`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('picture')
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=2592000')
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toBeTruthy()
    expect((await fetch(`${base}/media/yacht%201.webp`, { headers: { 'if-none-match': etag } })).status).toBe(304)
  })

  it('serves an upload made after it started, and answers 404 for one deleted since, staying up', async () => {
    fs.writeFileSync(path.join(dir, 'later.webp'), 'uploaded later')
    expect(await (await fetch(`${base}/media/later.webp`)).text()).toBe('uploaded later')
    fs.rmSync(path.join(dir, 'later.webp'))
    expect((await fetch(`${base}/media/later.webp`)).status).toBe(404)
    expect((await fetch(`${base}/media/yacht%201.webp`)).status).toBe(200)
  })

  it('reaches no subfolder, however the address is written, and no hidden file', async () => {
    for (const address of [
      '/media/user-photos/face.webp',
      '/media/user-photos%2Fface.webp',
      '/media/..%2Fmedia-files%2Fx',
      '/media/%2e%2e%2fetc%2fpasswd',
      '/media/.hidden',
      '/media/missing.webp',
      '/media/%E0%A4%A',
    ]) {
      const res = await fetch(`${base}${address}`)
      expect(res.status, address).toBe(404)
    }
  })

  it('leaves other addresses and writes to the rest of the server', async () => {
    expect((await fetch(`${base}/yachts`)).status).toBe(418)
    expect((await fetch(`${base}/media/yacht%201.webp`, { method: 'POST' })).status).toBe(418)
  })
})
