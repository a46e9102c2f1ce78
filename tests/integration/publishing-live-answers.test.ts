import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { requestSiteRebuild } from '@cms/features/publishing'
import { claimSiteChanges, recordStartAsSiteChange } from '@cms/features/publishing/siteChanges'
import { cmsAnswers } from '@site/integrations/cmsAnswersRecord'
import { type ListAnswer, patchableRequest, patchedAnswer, saveListAnswer } from '@site/integrations/liveCmsAnswers'
import { ANSWER_DIGESTS_FILE, answerDigest } from '@site/integrations/pageReads'
import { publishedYachtNames } from '@site/features/catalogue'
import { publishedYachts } from '@site/features/catalogue/yachts'
import { findAll, listRequest } from '@site/lib/cms'
import { allLocalesRequest } from '@site/lib/listsInAllLocales'
import { startCmsServer } from './support/cmsServer'
import { makeImage, makeMarina, makeUser, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { toLexical } from '@cms/seed/lexical'

/**
 * A publish's build reads from the CMS only the documents that changed since the live build read
 * it (#33): the CMS logs each published, unpublished or deleted document in the write's own
 * transaction (cms/features/publishing/siteChanges.ts), a build claims the log as it starts, and
 * a list of the one collection that changed is made from the live build's answer
 * (site/src/integrations/liveCmsAnswers.ts). It must come out exactly as the CMS sends it whole.
 */

let payload: Payload
let cms: Awaited<ReturnType<typeof startCmsServer>>
let work = ''

beforeAll(async () => {
  payload = await testPayload()
  cms = await startCmsServer()
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'live-answers-'))
})
afterAll(async () => {
  await cms?.close()
  if (work) await fs.rm(work, { recursive: true, force: true })
})
afterEach(() => {
  delete process.env.PREVIOUS_SITE_BUILD
  delete process.env.CMS_URL
  delete process.env.SITE_CHANGES
  cmsAnswers().answers.clear()
  cmsAnswers().asked.clear()
  for (const kept of [cmsAnswers().madeFromAllLocales, cmsAnswers().digests, cmsAnswers().sentLists, cmsAnswers().patched]) kept.clear()
})

/** The CMS's answer to a visitor's request, as a build asks (lib/cms.ts). */
async function ask(request: string): Promise<ListAnswer> {
  const response = await fetch(`${cms.url}${request}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ListAnswer
}

const yachtsList = (locale: 'ru' | 'en') => listRequest('yachts', { locale, sort: 'name' })
const claim = (liveBuildId: string | null, buildId: string) => claimSiteChanges(payload.db.pool, { liveBuildId, buildId })

/** A build that read the CMS (at `readAt`) and kept its lists, as the live build a publish starts from. */
async function liveBuild(id: string, requests: string[], readAt = new Date()): Promise<void> {
  await claim(null, id)
  const dir = path.join(work, id)
  await Promise.all(requests.map(async (request) => saveListAnswer(dir, request, await ask(request), readAt)))
  process.env.PREVIOUS_SITE_BUILD = dir
}

const save = { overrideAccess: true, context: quiet } as const

describe('a publish’s build', () => {
  it('reads only the yachts that changed, and makes each list exactly as the CMS sends it whole', async () => {
    const image = await makeImage(payload)
    const owner = await makeUser(payload, ['owner'])
    const yacht = (name: string) => payload.create({ collection: 'yachts', data: { ...yachtData(image, { name, owner: owner.id }), _status: 'published' }, ...save })
    const [priced, unpublished, unchanged, drafted] = [await yacht('Бриз'), await yacht('Волна'), await yacht('Гроза'), await yacht('Дюна')]
    // As a build keeps them: the list in all languages, which it makes each language's from.
    const inAllLocales = allLocalesRequest(yachtsList('ru'))?.request ?? ''
    await liveBuild('live', [yachtsList('ru'), yachtsList('en'), inAllLocales])

    await payload.update({ collection: 'yachts', id: priced.id, data: { pricePerDay: 51000 }, ...save })
    await payload.update({ collection: 'yachts', id: unpublished.id, data: { _status: 'draft' }, ...save })
    // Renamed to sort first, in one language: the list's order changes.
    await payload.update({ collection: 'yachts', id: unchanged.id, data: { name: 'Аврора', _status: 'published' }, locale: 'ru', ...save })
    // A draft leaves the published yacht as it was: nothing to log.
    await payload.update({ collection: 'yachts', id: drafted.id, data: { pricePerDay: 1 }, draft: true, ...save })
    const added = await yacht('Ёлка')

    const changed = await claim('live', 'next')
    expect(changed).toEqual({ yachts: [priced.id, unpublished.id, unchanged.id, added.id].map(String).sort() })
    for (const request of [yachtsList('ru'), yachtsList('en'), inAllLocales]) {
      const patchable = patchableRequest(request, changed)
      expect(patchable).not.toBeNull()
      const patched = await patchedAnswer(request, patchable?.ids ?? [], ask)
      expect(JSON.stringify(patched?.docs)).toBe(JSON.stringify((await ask(request)).docs))
    }
    // Who owns a yacht is no visitor's to read: a change to an account, which the log does not
    // hold, shows in no list.
    const listed = (await ask(yachtsList('ru'))).docs.find((doc) => doc.id === priced.id)
    expect(listed).not.toHaveProperty('owner')
    // Its pictures as the pages read them (lib/media.ts), not the CMS's addresses of them.
    const [picture] = (listed as unknown as { gallery: Record<string, unknown>[] }).gallery
    expect(Object.keys(picture ?? {}).sort()).toEqual(['alt', 'filename', 'height', 'id', 'sizes', 'width'])
    const sizes = Object.values((picture?.sizes ?? {}) as Record<string, object>)
    expect(sizes).toHaveLength(3)
    for (const size of sizes) expect(Object.keys(size).sort()).toEqual(['filename', 'height', 'width'])
    expect(JSON.stringify(picture)).not.toMatch(/url/i)
  })

  it('keeps a list made from the live build’s as its changed documents beside the list read whole, and makes the next list from both', async () => {
    const image = await makeImage(payload)
    const owner = await makeUser(payload, ['owner'])
    const yacht = (name: string) => payload.create({ collection: 'yachts', data: { ...yachtData(image, { name, owner: owner.id }), _status: 'published' }, ...save })
    const [first, second] = [await yacht('Жемчуг'), await yacht('Зарница')]
    const request = yachtsList('ru')
    await liveBuild('read-whole', [request])
    const readWhole = path.join(work, 'read-whole', 'cms-answers')
    const [wholeFile = ''] = await fs.readdir(readWhole)

    await payload.update({ collection: 'yachts', id: first.id, data: { pricePerDay: 61000 }, ...save })
    const changed = await claim('read-whole', 'made')
    expect(changed).toEqual({ yachts: [String(first.id)] })
    const made = path.join(work, 'made')
    await saveListAnswer(made, request, await patchedAnswer(request, changed?.yachts ?? [], ask), new Date())
    // The changed yacht alone is written; the list read whole is the live build's file, linked.
    const files = (await fs.readdir(path.join(made, 'cms-answers'))).sort()
    expect(files).toEqual([wholeFile, wholeFile.replace('.json', '.whole.json')])
    const kept = JSON.parse(await fs.readFile(path.join(made, 'cms-answers', wholeFile), 'utf8')) as Record<string, unknown>
    expect(kept).not.toHaveProperty('docs')
    expect(Object.keys(kept.changed as object)).toEqual([String(first.id)])
    const inode = async (file: string) => (await fs.stat(file)).ino
    expect(await inode(path.join(made, 'cms-answers', files[1] ?? ''))).toBe(await inode(path.join(readWhole, wholeFile)))

    // The next publish makes its list from the list read whole and both changes.
    process.env.PREVIOUS_SITE_BUILD = made
    await payload.update({ collection: 'yachts', id: second.id, data: { pricePerDay: 62000 }, ...save })
    const next = await claim('made', 'made-again')
    expect(next).toEqual({ yachts: [String(second.id)] })
    const again = await patchedAnswer(request, next?.yachts ?? [], ask)
    expect(JSON.stringify(again?.docs)).toBe(JSON.stringify((await ask(request)).docs))
    expect(Object.keys(again?.madeFrom?.changed ?? {}).sort()).toEqual([String(first.id), String(second.id)].sort())
    expect(again?.madeFrom?.wholeFile).toBe(path.join(made, 'cms-answers', files[1] ?? ''))
  })

  it('reads a list whole when another change may show in it', async () => {
    await liveBuild('before-marina', [yachtsList('ru')])
    const marina = await makeMarina(payload, { name: 'Северная' })
    const changed = await claim('before-marina', 'after-marina')
    expect(changed).toEqual({ marinas: [String(marina.id)] })
    // A yacht carries its marina's name.
    expect(patchableRequest(yachtsList('ru'), changed)).toBeNull()

    // Pictures are in the lists too, and are logged though they ask for no rebuild of their own;
    // a new one is in no list yet.
    const image = await makeImage(payload)
    expect(await claim('after-marina', 'after-new-media')).toEqual({})
    await payload.update({ collection: 'media', id: image, data: { alt: 'Новое описание' }, locale: 'ru', overrideAccess: true })
    expect(await claim('after-new-media', 'after-media')).toEqual({ media: [String(image)] })

    // A change of no one document: a tier that starts, a global, a CMS that started (it may run
    // other code than the one whose answers the live build holds).
    await requestSiteRebuild(payload, 'a business tier started')
    expect(await claim('after-media', 'after-tier')).toBeNull()
    await payload.updateGlobal({ slug: 'site-settings', data: { contacts: { phone: '+7 900 000-00-00', email: 'info@baikal.example' } }, overrideAccess: true, context: quiet })
    expect(await claim('after-tier', 'after-global')).toBeNull()
    await recordStartAsSiteChange(payload)
    expect(await claim('after-global', 'after-start')).toBeNull()
  })

  it('makes a list from the live build’s with nothing logged, reading again what a write that logs nothing changed', async () => {
    const insurer = (name: string) =>
      payload.create({
        collection: 'insurers',
        data: {
          name,
          email: 'quotes@insurer.example',
          baseRatePerDay: 1000,
          perPassengerPerDay: 100,
          coverageRatePercent: 1,
          noCrewLoadingPercent: 10,
          minimumPremium: 500,
          deductible: 10000,
          validityDays: 14,
        },
        overrideAccess: true,
      })
    const renamed = await insurer('Альфа')
    const removed = await insurer('Бета')
    // One left as it was.
    await insurer('Гамма')
    // As the insurance page asks for it (site/src/pages/insurance.astro).
    const request = listRequest('insurers', { locale: 'ru', depth: 0 })
    await liveBuild('before-insurers', [request])

    // An insurer's writes log nothing: the site's build is not asked for.
    await payload.update({ collection: 'insurers', id: renamed.id, data: { name: 'Альфа-Страхование' }, locale: 'ru', overrideAccess: true })
    await payload.delete({ collection: 'insurers', id: removed.id, overrideAccess: true })
    const changed = await claim('before-insurers', 'after-insurers')
    expect(changed).toEqual({})
    expect(patchableRequest(request, changed)).toEqual({ collection: 'insurers', ids: [] })
    const patched = await patchedAnswer(request, [], ask)
    expect(JSON.stringify(patched?.docs)).toBe(JSON.stringify((await ask(request)).docs))
    expect(patched).toMatchObject({ readAgain: 1, asLive: false })

    // Kept as made, it makes the same list in the next build, with the same digest: the pages that
    // read it are taken from that build. A second rename makes another.
    process.env.PREVIOUS_SITE_BUILD = path.join(work, 'after-insurers')
    await saveListAnswer(process.env.PREVIOUS_SITE_BUILD, request, patched, new Date())
    expect(await patchedAnswer(request, [], ask)).toMatchObject({ readAgain: 0, asLive: false, digest: patched?.digest })
    await payload.update({ collection: 'insurers', id: renamed.id, data: { name: 'Альфа-Полис' }, locale: 'ru', overrideAccess: true })
    const renamedAgain = await patchedAnswer(request, [], ask)
    expect(renamedAgain?.readAgain).toBe(1)
    expect(renamedAgain?.digest).not.toBe(patched?.digest)

    // Nothing changed since: the list is the live build's own answer, and has its digest, so the
    // pages that read it are taken from the live build.
    await liveBuild('insurers-live', [request])
    const digest = answerDigest(await (await fetch(`${cms.url}${request}`)).bytes())
    await fs.writeFile(path.join(work, 'insurers-live', ANSWER_DIGESTS_FILE), JSON.stringify({ [request]: digest }))
    expect(await claim('insurers-live', 'insurers-again')).toEqual({})
    process.env.CMS_URL = cms.url
    process.env.SITE_CHANGES = '{}'
    const listed = await findAll('insurers', { locale: 'ru', depth: 0 })
    expect(JSON.stringify(listed)).toBe(JSON.stringify((await ask(request)).docs))
    expect(cmsAnswers().patched.get(request)).toBe(0)
    expect(cmsAnswers().digests.get(request)).toBe(digest)

    // Kept, the live build's own list is the list read whole, that file linked: the build after
    // finds it so, and has its digest again.
    const keptAsLive = path.join(work, 'insurers-kept-as-live')
    await saveListAnswer(keptAsLive, request, await cmsAnswers().answers.get(request), new Date())
    const [keptFile = ''] = await fs.readdir(path.join(keptAsLive, 'cms-answers'))
    const inode = async (folder: string) => (await fs.stat(path.join(folder, 'cms-answers', keptFile))).ino
    expect(await inode(keptAsLive)).toBe(await inode(path.join(work, 'insurers-live')))
    process.env.PREVIOUS_SITE_BUILD = keptAsLive
    expect(await patchedAnswer(request, [], ask)).toMatchObject({ readAgain: 0, asLive: true })

    // The CMS refuses the list's order (busy): the list is read whole.
    const refusing = http.createServer((req, res) => {
      if (req.url?.includes(encodeURIComponent('select[updatedAt]'))) return void res.writeHead(503).end()
      fetch(`${cms.url}${req.url}`)
        .then(async (answer) => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(Buffer.from(await answer.arrayBuffer())))
        .catch(() => res.writeHead(502).end())
    })
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      process.env.CMS_URL = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`
      cmsAnswers().answers.clear()
      cmsAnswers().patched.clear()
      expect(JSON.stringify(await findAll('insurers', { locale: 'ru', depth: 0 }))).toBe(JSON.stringify(listed))
      expect(cmsAnswers().patched.has(request)).toBe(false)
      expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^Reading \/api\/insurers\?.* whole: CMS answered 503/))
    } finally {
      warned.mockRestore()
      refusing.closeAllConnections()
      await new Promise<void>((resolve) => refusing.close(() => resolve()))
    }

    // One deleted, none updated: nothing is read again, and the list is no longer the live build's.
    process.env.CMS_URL = cms.url
    const [first] = listed
    if (!first) throw new Error('The insurers’ list is empty')
    await payload.delete({ collection: 'insurers', id: first.id, overrideAccess: true })
    const without = await patchedAnswer(request, [], ask)
    expect(without).toMatchObject({ readAgain: 0, asLive: false })
    expect(without?.digest).not.toBe(digest)
  })

  it('reads a list whole again once an hour, whatever the log says', async () => {
    const image = await makeImage(payload)
    await liveBuild('an-hour-ago', [yachtsList('ru')], new Date(Date.now() - 61 * 60 * 1000))
    const yacht = await payload.create({ collection: 'yachts', data: { ...yachtData(image), _status: 'published' }, ...save })
    const changed = await claim('an-hour-ago', 'later')
    expect(changed).toEqual({ yachts: [String(yacht.id)] })
    expect(await patchedAnswer(yachtsList('ru'), changed?.yachts ?? [], ask)).toBeNull()
  })

  it('hands the changes a failed build claimed to the next one', async () => {
    const image = await makeImage(payload)
    await liveBuild('live-again', [])
    const yacht = await payload.create({ collection: 'yachts', data: { ...yachtData(image), _status: 'published' }, ...save })
    expect(await claim('live-again', 'failed')).toEqual({ yachts: [String(yacht.id)] })
    // The failed build never went live: the next one starts from the same live build.
    expect(await claim('live-again', 'retry')).toEqual({ yachts: [String(yacht.id)] })
    // Once that one is live, its changes are in its answers: the build after it has none.
    expect(await claim('retry', 'after-retry')).toEqual({})
  })

  it('answers a page that asks for names alike after a price edit, so it is not rendered again, and not after a rename', async () => {
    const image = await makeImage(payload)
    const yacht = await payload.create({ collection: 'yachts', data: { ...yachtData(image, { name: 'Бриз' }), _status: 'published' }, ...save })
    // The request as the pages make it (lib/cms.ts), its answer's digest as a build records it.
    process.env.CMS_URL = cms.url
    const names = await publishedYachtNames('ru')
    const [request = ''] = [...cmsAnswers().asked]
    const digest = async () => answerDigest(await (await fetch(`${cms.url}${request}`)).bytes())
    expect(names.find((doc) => doc.id === yacht.id)).toEqual({ id: yacht.id, name: 'Бриз' })
    const before = await digest()

    await payload.update({ collection: 'yachts', id: yacht.id, data: { pricePerDay: 77000, summary: 'Новое описание' }, locale: 'ru', ...save })
    expect(await digest()).toBe(before)

    await payload.update({ collection: 'yachts', id: yacht.id, data: { name: 'Бриз II' }, locale: 'ru', ...save })
    expect(await digest()).not.toBe(before)
  })

  it('makes a list in each language from the list in all languages, exactly as the CMS sends each', async () => {
    const image = await makeImage(payload)
    const marina = await makeMarina(payload, { name: 'Листвянка' })
    await payload.update({ collection: 'marinas', id: marina.id, data: { name: 'Listvyanka' }, locale: 'en', ...save })
    const description = toLexical('Яхта для **Малого моря**.')
    const yacht = (name: string) =>
      payload.create({
        collection: 'yachts',
        data: { ...yachtData(image, { name, homeMarina: marina.id, description, amenities: [{ text: 'Душ' }] }), _status: 'published' },
        ...save,
      })
    const translated = await yacht('Байкал')
    const { amenities } = await payload.findByID({ collection: 'yachts', id: translated.id, depth: 0, overrideAccess: true })
    await payload.update({
      collection: 'yachts',
      id: translated.id,
      locale: 'en',
      data: { summary: 'A sail yacht', description: toLexical('A yacht for the **Small Sea**.'), amenities: (amenities ?? []).map(({ id }) => ({ id, text: 'Shower' })) },
      ...save,
    })
    // Its English falls back to its Russian: summary, description, amenities, picture's text.
    await yacht('Ветер')
    process.env.CMS_URL = cms.url

    for (const locale of ['ru', 'en'] as const) {
      const [yachts, names] = await Promise.all([publishedYachts(locale), publishedYachtNames(locale)])
      expect(JSON.stringify(yachts)).toBe(JSON.stringify((await ask(yachtsList(locale))).docs))
      const namesRequest = listRequest('yachts', { locale, depth: 0, sort: 'name', select: ['name'] })
      expect(JSON.stringify(names)).toBe(JSON.stringify((await ask(namesRequest)).docs))
      for (const request of [yachtsList(locale), namesRequest]) {
        expect(cmsAnswers().madeFromAllLocales.has(request)).toBe(true)
        // A page that read it is reused when the list in all languages is the live build's.
        expect(cmsAnswers().digests.get(request)).toBe(cmsAnswers().digests.get(allLocalesRequest(request)?.request ?? ''))
      }
    }
    expect(JSON.stringify(await publishedYachts('en'))).toMatch(/"summary":"A sail yacht".*Small Sea.*"summary":"Тестовая яхта".*Малого моря/)
    // Each list once, for both languages.
    expect([...cmsAnswers().answers.keys()].filter((request) => request.includes('locale=all'))).toHaveLength(2)

    // Sorted by a localised field, the list is asked for in the language itself.
    const byName = { depth: 0, sort: 'name' } as const
    for (const locale of ['ru', 'en'] as const) {
      const marinas = await findAll('marinas', { locale, ...byName })
      expect(JSON.stringify(marinas)).toBe(JSON.stringify((await ask(listRequest('marinas', { locale, ...byName }))).docs))
      expect(cmsAnswers().madeFromAllLocales.has(listRequest('marinas', { locale, ...byName }))).toBe(false)
    }
  })
})
