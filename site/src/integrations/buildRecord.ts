import { rmSync } from 'node:fs'

import type { RenderedPageCompressor } from './compressionWorkers'
import type { PartsWhileRendering } from './searchPartsWhileRendering'

/**
 * The build's record, kept on the build process's global object: the addresses it rendered and
 * which of them the search indexes, the live build's pages it linked, and what it found at its
 * end. The middleware and the layout that record pages run in the bundle Astro imports to
 * prerender, a module apart from the integrations that read them, in the same process.
 */
const RENDERED = Symbol.for('baikal.renderedPages')
const SEARCHABLE = Symbol.for('baikal.searchablePages')
const LINKED = Symbol.for('baikal.linkedLivePages')
const BUILT = Symbol.for('baikal.builtPages')
const SEARCH_INDEX = Symbol.for('baikal.searchIndex')
const PAGE_COMPRESSION = Symbol.for('baikal.renderedPageCompression')
const TIMES = Symbol.for('baikal.buildTimes')

type WithRecords = typeof globalThis & { [key: symbol]: unknown }

/**
 * One page, one address: `/yacht/7/` and `/yacht/7` are one page, so are `/` and ``; and an address
 * is kept decoded, as Astro names the page's file and the build's records keep it, where a request
 * carries `/wiki/%D0%B1%D0%B0…` for `/wiki/ба…`.
 */
export function normalizedAddress(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURI(pathname)
  } catch {
    // Not an encoded address (a lone `%`): kept as it is.
  }
  return decoded.replace(/\/+$/, '') || '/'
}

/** The record kept under `key` on the global object, made by `make` the first time. */
export function recorded<T>(key: symbol, make: () => T): T {
  const global = globalThis as WithRecords
  global[key] ??= make()
  return global[key] as T
}

const recordedSet = (key: symbol): Set<string> => recorded(key, () => new Set<string>())

export const renderedAddresses = (): Set<string> => recordedSet(RENDERED)

export function recordRendered(pathname: string): void {
  renderedAddresses().add(normalizedAddress(pathname))
}

/**
 * A CMS answer the build fetched: when the build asked for it, when the request went out (it
 * waits its turn: lib/cms.ts sends a few at once), when its last byte came, and its size.
 */
export type CmsAnswerTime = { asked: number; sent: number; arrived: number; bytes: number }

/**
 * When the build rendered its first and its last page and began its first timed step, in
 * milliseconds since its process started (performance.now), how long each step after the pages
 * took, and when each answer fetched from the CMS was asked for and came, by request (buildTimes.ts).
 */
export type BuildTimes = {
  firstPage: number | null
  lastPage: number | null
  stepsFrom: number | null
  steps: Map<string, number>
  cmsAnswers: Map<string, CmsAnswerTime>
}

export const buildTimes = (): BuildTimes =>
  recorded(TIMES, () => ({ firstPage: null, lastPage: null, stepsFrom: null, steps: new Map<string, number>(), cmsAnswers: new Map<string, CmsAnswerTime>() }))

/** Marks a page rendered now (recordRenderedPage.ts). */
export function recordPageTime(): void {
  const times = buildTimes()
  const now = performance.now()
  times.firstPage ??= now
  times.lastPage = now
}

/** The rendered addresses whose content the search indexes (`data-pagefind-body`, layouts/Base.astro). */
export const searchableAddresses = (): Set<string> => recordedSet(SEARCHABLE)

export function recordSearchable(pathname: string): void {
  searchableAddresses().add(normalizedAddress(pathname))
}

/**
 * What the build holds, found once at its end (renderedPages.ts) for the integrations after it:
 * its page files; whether they are the live build's very list (false without a live build); and
 * of the pages it rendered, those that came out byte for byte as the live build's (empty without
 * a live build).
 */
export const builtPagesRecord = (): { pages: string[]; samePagesAsLive: boolean; sameAsLive: Set<string> } =>
  recorded(BUILT, () => ({ pages: [], samePagesAsLive: false, sameAsLive: new Set<string>() }))

/**
 * The search index being written (searchIndex.ts), which the compression (precompress.ts) waits
 * for before it compresses the index's files: settled when the build writes none. And its parts
 * written while the pages render, which order the pages (liveBuildPages.ts) and hear of each
 * page's search extract (precompress.ts).
 */
export const searchIndexRecord = (): { written: Promise<void>; whileRendering: PartsWhileRendering | null } =>
  recorded(SEARCH_INDEX, () => ({ written: Promise.resolve(), whileRendering: null }))

/**
 * The compression of the pages as they render (precompress.ts), which the middleware hands each
 * rendered page (recordRenderedPage.ts): null before the build renders and once it is done.
 */
export const renderedPageCompression = (): { compressor: RenderedPageCompressor | null } => recorded(PAGE_COMPRESSION, () => ({ compressor: null }))

/**
 * The live build's pages linked into this build before it generates (liveBuildPages.ts), by
 * address (normalizedAddress): the file each is linked at.
 */
export const linkedLivePages = (): Map<string, string> => recorded(LINKED, () => new Map<string, string>())

/**
 * Removes the link to the live build's page at `pathname`, if there is one, before the page is
 * rendered again: Astro then writes the new page into a file of its own, never through the link
 * into the live build's file.
 */
export function unlinkLivePage(pathname: string): void {
  const address = normalizedAddress(pathname)
  const file = linkedLivePages().get(address)
  if (!file) return
  linkedLivePages().delete(address)
  rmSync(file, { force: true })
}
