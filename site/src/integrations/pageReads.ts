import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { recorded } from './buildRecord'
import { liveBuildFolder, readLiveBuildRecord } from './liveBuildRecord'

/**
 * Where a build records, beside its output, the CMS requests each page without a key made while it
 * rendered (`pages`), and the marina day it rendered them on (`day`).
 */
export const PAGE_READS_FILE = 'page-reads.json'

/**
 * Where a build records a digest of each CMS answer, by request, beside its output: of the bytes
 * sent for each request asked (the smaller requests a made list is made from among them), of what
 * made it for a list made from the live build's (liveCmsAnswers.ts).
 */
export const ANSWER_DIGESTS_FILE = 'cms-answer-digests.json'

type LiveDigests = { folder: string | null; digests: Promise<Record<string, unknown> | null> | null }

/**
 * The live build's digests of its CMS answers, by request; null without them. Read once a build,
 * kept on the process's global object: the integrations (liveBuildPages.ts) and the pages' bundle
 * (lib/cms.ts) each load a copy of the modules that ask. Read again for another live build (tests
 * run several builds' worth in one process).
 */
export function liveAnswerDigests(): Promise<Record<string, unknown> | null> {
  const record = recorded<LiveDigests>(Symbol.for('baikal.liveAnswerDigests'), () => ({ folder: null, digests: null }))
  const folder = liveBuildFolder()
  if (!record.digests || record.folder !== folder) {
    record.folder = folder
    record.digests = readLiveBuildRecord(ANSWER_DIGESTS_FILE).then((read) => (typeof read === 'object' && read !== null ? (read as Record<string, unknown>) : null))
  }
  return record.digests
}

/** The CMS requests of each page, by address. */
export type ReadsByPage = Record<string, string[]>

type PageReadsRecord = { storage: AsyncLocalStorage<Set<string>>; byPage: Map<string, Set<string>> }

/**
 * The requests of the page rendering now, and of each page rendered, kept on the build process's
 * global object: the middleware that renders a page and lib/cms.ts, which reads for it, are in the
 * bundle Astro prerenders with, and the integration that writes the record is a module apart.
 */
const pageReadsRecord = (): PageReadsRecord =>
  recorded(Symbol.for('baikal.pageReads'), () => ({ storage: new AsyncLocalStorage<Set<string>>(), byPage: new Map<string, Set<string>>() }))

/**
 * Renders the page at `address` (`render`) with every CMS request made for it recorded under its
 * address; a page rendered in two passes (a rewrite) keeps the requests of both.
 */
export function readingFor<T>(address: string, render: () => T): T {
  const { storage, byPage } = pageReadsRecord()
  const reads = byPage.get(address) ?? new Set<string>()
  byPage.set(address, reads)
  return storage.run(reads, render)
}

/** Records a CMS request for the page rendering now; outside a page (a route's paths), nothing. */
export function recordRead(request: string): void {
  pageReadsRecord().storage.getStore()?.add(request)
}

/** The requests each of the pages at `addresses` made, by address, of those this build rendered. */
export function renderedPageReads(addresses: Set<string>): ReadsByPage {
  const pages: ReadsByPage = {}
  for (const [address, reads] of pageReadsRecord().byPage) if (addresses.has(address)) pages[address] = [...reads].sort()
  return pages
}

/**
 * A digest of a CMS answer's bytes, without a byte order mark (lib/cms.ts): the same answer, the
 * same digest. The same digest, too, as its text's, which a build hashed as UTF-8 before it kept
 * the bytes: a live build's digests still compare.
 */
export const answerDigest = (sent: Uint8Array): string => createHash('sha256').update(sent).digest('base64url')

const isReadsByPage = (value: unknown): value is ReadsByPage =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((reads) => Array.isArray(reads) && reads.every((read) => typeof read === 'string'))

/** The pages a build recorded, when it recorded them on `today`; null otherwise, or without a record. */
export function pageReadsOfDay(record: unknown, today: string): ReadsByPage | null {
  if (typeof record !== 'object' || record === null) return null
  const { day, pages } = record as { day?: unknown; pages?: unknown }
  return day === today && isReadsByPage(pages) ? pages : null
}

/**
 * The pages of `reads` whose every request is answered now as it was (`unchanged`). A page of no
 * key shows what the CMS answered it, the day it rendered on and its code: with all three the
 * same, it renders into the same bytes.
 */
export function pagesWithUnchangedReads(reads: ReadsByPage, unchanged: (request: string) => boolean): Set<string> {
  return new Set(
    Object.entries(reads)
      .filter(([, requests]) => requests.every(unchanged))
      .map(([address]) => address),
  )
}

/**
 * Writes this build's record of its pages without a key, rendered or taken from the live build, as
 * of the marina day (`day`) it rendered them on, and the digests of the CMS's answers.
 */
export async function writePageReads(outDir: string, pages: ReadsByPage, day: string, digests: Map<string, string>): Promise<void> {
  await Promise.all([
    fs.writeFile(path.join(outDir, PAGE_READS_FILE), JSON.stringify({ day, pages })),
    fs.writeFile(path.join(outDir, ANSWER_DIGESTS_FILE), JSON.stringify(Object.fromEntries(digests))),
  ])
}
