/**
 * Static build time and pages per second: for the seeded portal, then for a generated catalogue of
 * CATALOGUE_SIZE yachts (default 5,000; each a copy of a seeded yacht under a new name, in both
 * languages, with the seeded pictures). Each build is cold (the live build's page keys, its search
 * index parts and the cache of compressed files removed: every page is rendered, indexed and
 * compressed),
 * then repeated warm with nothing changed, then once more after one yacht's price is changed
 * (editToLiveSeconds: the edit, the build and making it live; not the rebuild job's debounce of
 * 1.5 s). At the catalogue's size it also times the site server's pages of the catalogue
 * (GET /yachts/results, the median of five asks each). Each build's own account of where its
 * time went (buildTimes) is reported beside, and the seconds a fixed piece of work took just
 * before the builds and after them (referenceSeconds): how fast the shared machine was meanwhile.
 * Always starts its own portal. Writes bench/results/catalogue-build.json.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'

import { buildSiteNow } from '@scripts/lib/builds'
import { SKIP_SITE_REBUILD } from '@cms/features/publishing/requestSiteRebuild'
import { siteBuildsDir } from '@cms/core/paths'
import { PAGE_KEYS_FILE } from '@site/integrations/liveBuildPages'
import { SEARCH_PARTS_FILE } from '@site/integrations/searchIndex'
import { BUILD_TIMES_FILE, type BuildTimesFile } from '@site/integrations/buildTimes'
import { inLocale } from '@site/lib/listsInAllLocales'
import type { Yacht } from '@cms/payload-types'
import { benchPortal, median, writeResults } from './lib/benchPortal'
import { sampleTreeMemory } from './lib/memorySampler'
import { sampleTreeProcessor } from './lib/processorSampler'
import { referenceSeconds } from './lib/machineSpeed'

const CATALOGUE_SIZE = Number(process.env.CATALOGUE_SIZE ?? 5000)
/** Parallel writes while generating: enough to keep PostgreSQL busy on two cores. */
const WRITERS = 6

const quiet = { info: () => {}, error: (message: string) => console.error(message) }

/** One published yacht's price changed, as an editor's publish changes it (the rebuild is this bench's own). */
async function editOneYacht(payload: Payload) {
  const [yacht] = (await payload.find({ collection: 'yachts', sort: 'id', limit: 1, depth: 0, context: { [SKIP_SITE_REBUILD]: true } })).docs
  if (!yacht) throw new Error('no yacht to edit')
  await payload.update({ collection: 'yachts', id: yacht.id, data: { pricePerDay: yacht.pricePerDay + 1000 }, context: { [SKIP_SITE_REBUILD]: true } })
}

/** Where a build's time went (site/src/integrations/buildTimes.ts), as it wrote it. */
async function timesOf(build: { dir: string }): Promise<BuildTimesFile> {
  return JSON.parse(await fs.readFile(path.join(build.dir, BUILD_TIMES_FILE), 'utf8')) as BuildTimesFile
}

async function measureBuilds(label: string, payload: Payload) {
  await fs.rm(path.join(siteBuildsDir(), 'cache'), { recursive: true, force: true })
  await fs.rm(path.join(siteBuildsDir(), 'current', PAGE_KEYS_FILE), { force: true })
  // Else a live build of the same pages lends the cold build its whole search index: its pages
  // render as the live build's, and each part is linked (site/src/integrations/searchIndex.ts).
  await fs.rm(path.join(siteBuildsDir(), 'current', SEARCH_PARTS_FILE), { force: true })
  const referenceBefore = referenceSeconds()
  const memory = sampleTreeMemory()
  const processor = sampleTreeProcessor()
  let started = performance.now()
  const cold = await buildSiteNow('benchmark, cold', quiet)
  const coldSeconds = (performance.now() - started) / 1000
  const coldProcessorSeconds = processor.stop()
  // Read as each build is done: older builds are removed as newer ones go live.
  const coldTimes = await timesOf(cold)
  const peakMiB = memory.peakMiB()
  const buildPeakMiB = memory.buildPeakMiB()
  memory.stop()
  started = performance.now()
  const warm = await buildSiteNow('benchmark, warm', quiet)
  const warmSeconds = (performance.now() - started) / 1000
  const warmTimes = await timesOf(warm)
  started = performance.now()
  await editOneYacht(payload)
  const edit = await buildSiteNow('benchmark, one yacht edited', quiet)
  const editToLiveSeconds = (performance.now() - started) / 1000
  const figures = {
    referenceSeconds: { before: referenceBefore, after: referenceSeconds() },
    pages: cold.pageCount,
    coldSeconds: round(coldSeconds),
    coldPagesPerSecond: round(cold.pageCount / coldSeconds),
    warmSeconds: round(warmSeconds),
    editToLiveSeconds: round(editToLiveSeconds),
    peakMiB,
    buildPeakMiB,
    coldProcessorSeconds,
    buildTimes: { cold: coldTimes, warm: warmTimes, edit: await timesOf(edit) },
  }
  console.log(label, JSON.stringify(figures))
  return figures
}

const round = (value: number) => Math.round(value * 10) / 10

/** The site server's pages of the catalogue a visitor asks for most: the first, one deep in it, by rating, and a filter. */
async function measureResults(siteUrl: string) {
  const questions = { first: 'locale=ru', middle: `locale=ru&page=${Math.ceil(CATALOGUE_SIZE / 48)}`, rating: 'locale=ru&order=rating', filtered: 'locale=ru&type=catamaran' }
  const seconds: Record<string, number> = {}
  for (const [name, search] of Object.entries(questions)) {
    const times: number[] = []
    for (let ask = 0; ask < 5; ask++) {
      const started = performance.now()
      const answer = await fetch(`${siteUrl}/yachts/results?${search}`)
      if (!answer.ok) throw new Error(`/yachts/results?${search} answered ${answer.status}`)
      await answer.text()
      times.push((performance.now() - started) / 1000)
    }
    seconds[name] = Math.round(median(times) * 1000) / 1000
  }
  console.log('catalogue pages', JSON.stringify(seconds))
  return seconds
}

async function generateCatalogue(payload: Payload, total: number) {
  const context = { [SKIP_SITE_REBUILD]: true }
  const templates = (await payload.find({ collection: 'yachts', locale: 'all', depth: 0, limit: 100, context })).docs
  const existing = templates.length
  let next = 0
  const started = performance.now()
  const writer = async () => {
    for (;;) {
      const index = next++
      if (existing + index >= total) return
      const template = templates[index % templates.length]!
      const [ru, en] = [inLocale(template, 'ru') as Yacht, inLocale(template, 'en') as Yacht]
      const created = await payload.create({
        collection: 'yachts',
        locale: 'ru',
        context,
        data: { ...copyOf(ru), name: `${ru.name} ${index + 1}`, slug: `${ru.slug}-${index + 1}`, _status: 'published' },
      })
      // The amenities' rows are shared by the languages (only their text is localised): same ids.
      const amenities = (created.amenities ?? []).map((row, i) => ({ id: row.id, text: en.amenities?.[i]?.text ?? '' }))
      await payload.update({ collection: 'yachts', id: created.id, locale: 'en', context, data: { summary: en.summary, description: en.description, seo: en.seo, amenities } })
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, writer))
  return { generated: Math.max(0, total - existing), seconds: round((performance.now() - started) / 1000) }
}

/** A yacht's values in one language, to create a copy of it with: without its identity, its array rows without theirs. */
function copyOf({ id: _id, createdAt: _created, updatedAt: _updated, owner: _owner, ...yacht }: Yacht) {
  const withoutIds = <Row extends { id?: string | null }>(rows: Row[] | null | undefined) => (rows ?? []).map(({ id: _rowId, ...row }) => row)
  return { ...yacht, pricePeriods: withoutIds(yacht.pricePeriods), amenities: withoutIds(yacht.amenities) }
}

const portal = await benchPortal('catalogue', { reuse: false })
try {
  const { default: config } = await import('@cms/payload.config')
  // Its own key: the instance startPortal used for the seed is cached, and already destroyed.
  const payload = await getPayload({ config, key: 'catalogue-bench' })
  const seeded = await measureBuilds('seeded', payload)
  const generation = await generateCatalogue(payload, CATALOGUE_SIZE)
  console.log('generated', JSON.stringify(generation))
  const catalogue = await measureBuilds(`${CATALOGUE_SIZE} yachts`, payload)
  const resultsSeconds = await measureResults(portal.siteUrl)
  await payload.destroy()
  writeResults('catalogue-build', { catalogueSize: CATALOGUE_SIZE, seeded, generation, catalogue: { ...catalogue, resultsSeconds } })
} finally {
  await portal.stop()
}
process.exit(0)
