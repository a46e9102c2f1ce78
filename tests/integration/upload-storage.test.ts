import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { portalApi } from './support/portalApi'
import { startS3Server } from '../support/s3Server'

/**
 * Uploads in an S3-compatible bucket (issue #28, item 1): with S3_BUCKET set, the editors' media,
 * members' photos and submissions' pictures go to a loopback S3 server (s3rver, which checks every
 * request's signature), nothing to local disk, and every reader (the site's /media/, Payload's own
 * file URLs, the portal's private routes, publishing a submission) reads them from there.
 * The environment is set before the portal's modules load: the config reads it once.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>
let bucket: S3Client
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-on-s3-'))
let payload: Payload
let call: ReturnType<typeof portalApi>
let site: { url: string; close: () => Promise<void> }
let cms: { url: string; close: () => Promise<void> }
let routes: {
  photo: typeof import('@site/pages/api/account/photo')
  photos: typeof import('@site/pages/api/photos/[id]')
  images: typeof import('@site/pages/api/content/images/index')
  submissions: typeof import('@site/pages/api/content/submissions/index')
  approve: typeof import('@site/pages/api/admin/content/submissions/[id]/approve')
  login: typeof import('@site/pages/api/login')
}
let fixtures: typeof import('./support/fixtures')
let address = 0
const newAddress = () => `10.28.${Math.floor(++address / 250)}.${address % 250}`

beforeAll(async () => {
  s3 = await startS3Server(['portal-media', 'restored-media'])
  Object.assign(process.env, s3.env, { MEDIA_DIR: mediaDir })
  bucket = new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
  })
  const [{ testPayload }, { portalApi }, { startCmsServer }, { mediaFiles }, { uploadStore }] = await Promise.all([
    import('./support/payload'),
    import('./support/portalApi'),
    import('./support/cmsServer'),
    import('@scripts/lib/http/mediaFiles'),
    import('@cms/core/uploads/storedFiles'),
  ])
  fixtures = await import('./support/fixtures')
  routes = {
    photo: await import('@site/pages/api/account/photo'),
    photos: await import('@site/pages/api/photos/[id]'),
    images: await import('@site/pages/api/content/images/index'),
    submissions: await import('@site/pages/api/content/submissions/index'),
    approve: await import('@site/pages/api/admin/content/submissions/[id]/approve'),
    login: await import('@site/pages/api/login'),
  }
  payload = await testPayload()
  call = portalApi(payload)
  cms = await startCmsServer()
  // The site server's /media/, as scripts/site-server.ts mounts it.
  const media = mediaFiles(uploadStore('media'))
  const server = http.createServer((req, res) => {
    if (!media(req, res)) res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  site = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
})

afterAll(async () => {
  await site?.close()
  await cms?.close()
  await s3?.close()
  fs.rmSync(mediaDir, { recursive: true, force: true })
  for (const name of Object.keys(s3?.env ?? {})) delete process.env[name]
})

const keysUnder = async (prefix: string, Bucket = s3.env.S3_BUCKET) =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/` }))).Contents ?? []).map((object) => object.Key ?? '').sort()
const filesOnDisk = () => fs.readdirSync(mediaDir, { recursive: true })
const jpeg = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer(),
  )
const formWith = async (field: string, bytes: Uint8Array) => {
  const form = new FormData()
  form.set(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'picture.jpg')
  const body = new Response(form)
  return { raw: await body.arrayBuffer(), contentType: body.headers.get('content-type')! }
}
const signIn = async (roles: Parameters<typeof fixtures.makeUser>[1]) => {
  const user = await fixtures.makeUser(payload, roles)
  const token = (await call(routes.login, 'POST', { body: { email: user.email, password: 'Str0ng!pass' }, address: newAddress() })).token as string
  return { user, token }
}

describe('uploads in an S3 bucket', () => {
  it('keeps the editors’ pictures under media/ with every size, and serves them from the site’s /media/ and Payload’s file URL', async () => {
    const id = await fixtures.makeImage(payload)
    const media = await payload.findByID({ collection: 'media', id, depth: 0 })
    const sizes = Object.values(media.sizes ?? {}).flatMap((size) => (size?.filename ? [`media/${size.filename}`] : []))
    expect(await keysUnder('media')).toEqual([`media/${media.filename}`, ...sizes].sort())
    expect(filesOnDisk()).toEqual([])

    const served = await fetch(`${site.url}/media/${encodeURIComponent(media.filename ?? '')}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=2592000')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect((await sharp(bytes).metadata()).format).toBe('webp')
    const etag = served.headers.get('etag') ?? ''
    expect((await fetch(`${site.url}/media/${encodeURIComponent(media.filename ?? '')}`, { headers: { 'if-none-match': etag } })).status).toBe(304)
    expect((await fetch(`${site.url}/media/missing.webp`)).status).toBe(404)

    const viaPayload = await fetch(`${cms.url}/api/media/file/${encodeURIComponent(media.filename ?? '')}`)
    expect(viaPayload.status).toBe(200)
    expect(Buffer.from(await viaPayload.arrayBuffer()).equals(bytes)).toBe(true)

    await payload.delete({ collection: 'media', id, overrideAccess: true, context: fixtures.quiet })
    expect(await keysUnder('media')).toEqual([])
  })

  it('keeps a member’s photo private under user-photos/: the owner sees it, nobody else, not even by /media/', async () => {
    const member = await signIn(['customer'])
    const sent = await call(routes.photo, 'POST', { token: member.token, ...(await formWith('photo', await jpeg())), address: newAddress() })
    expect(sent.status).toBe(200)
    const [photo] = (await payload.find({ collection: 'user-photos', where: { owner: { equals: member.user.id } }, depth: 0 })).docs
    expect(await keysUnder('user-photos')).toEqual([`user-photos/${photo!.filename}`, `user-photos/${photo!.sizes?.avatar?.filename}`].sort())
    expect(filesOnDisk()).toEqual([])

    const own = await call(routes.photos, 'GET', { token: member.token, params: { id: String(photo!.id) } })
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/webp')
    expect(own.headers.get('cache-control')).toBe('private, max-age=86400')
    const stranger = await signIn(['customer'])
    expect((await call(routes.photos, 'GET', { token: stranger.token, params: { id: String(photo!.id) } })).status).toBe(404)
    expect((await fetch(`${site.url}/media/${encodeURIComponent(photo!.filename ?? '')}`)).status).toBe(404)
    expect((await fetch(`${cms.url}/api/user-photos/file/${encodeURIComponent(photo!.filename ?? '')}`)).status).toBe(403)

    expect((await call(routes.photo, 'DELETE', { token: member.token, address: newAddress() })).status).toBe(200)
    expect(await keysUnder('user-photos')).toEqual([])
  })

  it('copies an approved submission’s picture from submission-images/ into the public media/', async () => {
    const gallery = await fixtures.makeImage(payload)
    const yacht = await payload.create({ collection: 'yachts', data: { ...fixtures.yachtData(gallery), _status: 'published' }, overrideAccess: true, context: fixtures.quiet })
    const member = await signIn(['customer'])
    const uploaded = await call(routes.images, 'POST', { token: member.token, ...(await formWith('image', await jpeg())), address: newAddress() })
    expect(uploaded.status).toBe(201)
    const imageId = Number(uploaded.json.id)
    expect((await keysUnder('submission-images')).length).toBe(2)

    const sent = await call(routes.submissions, 'POST', {
      token: member.token,
      body: {
        kind: 'trip-package',
        submit: true,
        language: 'ru',
        data: fixtures.tripPackageSubmission(yacht.id, imageId),
      },
    })
    expect(sent.status).toBe(201)
    const admin = await signIn(['admin'])
    process.env.SITE_REBUILD = 'off'
    const approved = await call(routes.approve, 'POST', { token: admin.token, params: { id: String(sent.json.id) } })
    expect(approved.status).toBe(200)
    const published = await payload.findByID({ collection: 'trip-packages', id: Number(approved.json.publishedId), depth: 1 })
    const image = typeof published.image === 'object' ? published.image : null
    expect(image?.filename).toMatch(/^submission-/)
    expect(await keysUnder('media')).toContain(`media/${image?.filename}`)
    expect((await fetch(`${site.url}/media/${encodeURIComponent(image?.filename ?? '')}`)).status).toBe(200)
    expect(filesOnDisk()).toEqual([])
  })

  it('are what a backup copies out and a restore puts back, into another, empty bucket', async () => {
    const { mediaBucket } = await import('@scripts/lib/backupMedia')
    const { objectStorageSettings } = await import('@cms/core/uploads/objectStorage')
    await fixtures.makeImage(payload)
    const member = await signIn(['customer'])
    expect((await call(routes.photo, 'POST', { token: member.token, ...(await formWith('photo', await jpeg())), address: newAddress() })).status).toBe(200)
    const settings = objectStorageSettings()!
    const before = { media: await keysUnder('media'), photos: await keysUnder('user-photos'), images: await keysUnder('submission-images') }

    const archive = fs.mkdtempSync(path.join(os.tmpdir(), 'bucket-backup-'))
    const copied = await mediaBucket(settings).copyOut(archive)
    expect(copied).toBe(before.media.length + before.photos.length + before.images.length)
    // Laid out as the media folder: the library at the top, private collections apart.
    expect(fs.readdirSync(archive)).toEqual(expect.arrayContaining(['user-photos', before.media[0]!.slice('media/'.length)]))

    const restored = mediaBucket({ ...settings, bucket: 'restored-media' })
    expect(await restored.isEmpty()).toBe(true)
    await restored.copyIn(archive)
    expect(await restored.isEmpty()).toBe(false)
    expect(await keysUnder('media', 'restored-media')).toEqual(before.media)
    expect(await keysUnder('user-photos', 'restored-media')).toEqual(before.photos)
    expect(await keysUnder('submission-images', 'restored-media')).toEqual(before.images)
    fs.rmSync(archive, { recursive: true, force: true })
  })
})
