import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration, AstroIntegrationLogger } from 'astro'

import { SEARCH_PARTS_LIST, searchableFolders, searchIndexPart, searchPartCount, searchPartPath } from '../lib/search'
import { eachAtOnce, linkFiles, moveFiles } from './links'
import { type IndexFolder, withPagefindWorkers } from './pagefindWorkers'
import { liveBuildFolder, readLiveBuildRecord } from './liveBuildRecord'
import { addressOfPage } from './builtPages'
import { buildTimes, builtPagesRecord, renderedAddresses, renderedPageCompression, searchableAddresses, searchIndexRecord } from './buildRecord'
import { type RenderedPageCompressor, searchExtractsDir } from './compressionWorkers'
import { type IndexExtracts, type PartsWhileRendering, type PartWrittenEarly, partsWhileRendering } from './searchPartsWhileRendering'

const NAME = 'baikal:search-index'

/** Where a build records the pages of each part of its search index, beside its output: `[files of part 0, …]`. */
export const SEARCH_PARTS_FILE = 'search-parts.json'

/**
 * The ready-made search interfaces Pagefind writes beside every index. The search page uses only
 * Pagefind's JavaScript API (pages/search.astro): `pagefind.js`, its worker, and the index. They
 * were 433,597 bytes in each part, 8.7 MiB in the 21 parts of 20,000 pages, compressed at brotli's
 * slowest in a cold build.
 */
const PAGEFIND_UI_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
]

/**
 * Pages whose search fragments (the text a result shows) share one file. Pagefind writes a
 * gzipped file for each page by default: measured on 1,000 catalogue pages here, a part took
 * 1.95–2.3 s of processor time that way, and 1.71–1.73 s with five pages to a file (1.64–1.75 s
 * with ten or twenty), a fifth of the files and about half the bytes (494 KB against 918 KB),
 * since one yacht's text compresses well beside another's. A result's excerpt then loads its
 * bundle: about 2.5 KB, against about 0.9 KB alone.
 */
const PAGES_PER_FRAGMENT_FILE = 5

/**
 * Pagefind's maxFragments for a part of `pages` pages: the limit is each language's, and a part
 * holds about as many pages in each of the two.
 */
const maxFragmentsFor = (pages: number): number => Math.max(1, Math.ceil(pages / 2 / PAGES_PER_FRAGMENT_FILE))

/**
 * The pages of the searchable folders, `{folder}/{name}/index.html` in both languages, found by
 * reading those folders: Node's glob over the whole build took 20 s for a catalogue's.
 */
async function searchablePageFiles(root: string): Promise<string[]> {
  const files: string[] = []
  for (const folder of searchableFolders()) {
    for (const entry of await fs.readdir(path.join(root, folder), { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) files.push(`${folder}/${entry.name}/index.html`)
    }
  }
  return files
}

/**
 * The pages of the searchable folders (lib/search.ts) that Pagefind indexes: those with content
 * marked `data-pagefind-body` (not a folder's other pages, such as the wiki's moderation), as the
 * layout recorded them while they rendered. A page this build did not render is the live build's, and
 * was indexed there if it is listed in the live build's parts. Neither: the page is read.
 */
async function indexedPages(root: string, isRendered: (file: string) => boolean, indexedBefore: Set<string> | null): Promise<string[]> {
  const searchable = searchableAddresses()
  const pages: string[] = []
  for (const file of await searchablePageFiles(root)) {
    const indexed = isRendered(file)
      ? searchable.has(addressOfPage(file))
      : indexedBefore
        ? indexedBefore.has(file)
        : (await fs.readFile(path.join(root, file)).catch(() => Buffer.alloc(0))).includes('data-pagefind-body')
    if (indexed) pages.push(file)
  }
  return pages.sort()
}

/** The live build's parts and its pages' folder (readLiveBuildRecord); null when there are none to reuse. */
async function previousParts(): Promise<{ dir: string; parts: string[][] } | null> {
  const parts = await readLiveBuildRecord(SEARCH_PARTS_FILE)
  const folder = liveBuildFolder()
  return folder && Array.isArray(parts) ? { dir: path.join(folder, 'client'), parts: parts as string[][] } : null
}

/**
 * Whether a part holds the pages it held in the live build, each as the live build has it
 * (`asLive`): its index would then come out as the live build's.
 */
function partUnchanged(files: string[], before: string[] | undefined, asLive: (file: string) => boolean): boolean {
  return before?.join('\n') === files.join('\n') && files.every(asLive)
}

/**
 * Links the live build's folder of a part into this build; false, leaving nothing, if it cannot.
 * Not its compressed twins: the compression places those, as for every other file.
 */
async function reusePart(from: string, to: string): Promise<boolean> {
  try {
    const files: string[] = []
    for (const entry of await fs.readdir(from, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) files.push(path.relative(from, path.join(entry.parentPath, entry.name)))
    }
    await linkFiles(from, to, files)
    return true
  } catch {
    await fs.rm(to, { recursive: true, force: true })
    return false
  }
}

/**
 * Where Pagefind reads a page (`yacht/7/index.html`) from: its search extract, written while it
 * rendered, when it has one (`extractOf`); else the page, in the build's `root`.
 */
type PageSources = { root: string; extractOf: (file: string) => string | null }

/** A part's pages: those read from their search extracts (file → extract), and those read from the build's folder `root`. */
type PartPages = { extracts: ReadonlyMap<string, string>; pages?: { root: string; files: string[] } }

/** The pages of a part, `files`, each read from its extract when it has one. */
function partPages(sources: PageSources, files: string[]): PartPages {
  const extracts = new Map<string, string>()
  const pages: string[] = []
  for (const file of files) {
    const extract = sources.extractOf(file)
    if (extract) extracts.set(file, extract)
    else pages.push(file)
  }
  return { extracts, pages: { root: sources.root, files: pages } }
}

/**
 * Indexes one part's pages into its folder. Pagefind reads the pages itself from a folder of
 * links to them alone (`scratch`): handed over one by one (addHTMLFile), 1,000 pages took 3.6 s
 * instead of 1.4, and a glob over the whole build walked all of its 10,000 folders for each part.
 * Each page is read from its extract, when it has one: Pagefind indexes it as it does the page.
 */
async function indexPart(indexFolder: IndexFolder, { extracts, pages }: PartPages, outputPath: string, scratch: string): Promise<void> {
  try {
    await fs.rm(scratch, { recursive: true, force: true })
    // An extract is read once: moved, not linked, it goes with the folder.
    await moveFiles(scratch, extracts)
    if (pages) await linkFiles(pages.root, scratch, pages.files)
    const count = extracts.size + (pages?.files.length ?? 0)
    // An empty part is still written: the main part carries the search page's script.
    await indexFolder(scratch, outputPath, { empty: count === 0, maxFragments: maxFragmentsFor(count) })
    await Promise.all(PAGEFIND_UI_FILES.map((file) => fs.rm(path.join(outputPath, file), { force: true })))
  } finally {
    await fs.rm(scratch, { recursive: true, force: true })
  }
}

/**
 * Writes the search index of the build in `root` (its pages' folder), whose records go to `outDir`
 * (indexPages), each page read from the search extract `compressor` wrote as it rendered, if any.
 */
async function writeSearchIndex(
  root: string,
  outDir: string,
  { compressor, whileRendering }: { compressor: RenderedPageCompressor | null; whileRendering: PartsWhileRendering | null },
  logger: AstroIntegrationLogger,
): Promise<void> {
  try {
    const early = (await whileRendering?.finish()) ?? { count: null, written: new Map<number, PartWrittenEarly>() }
    // The extract the compression vouches for (the page came out once), if any.
    const extractWritten = (file: string) => compressor?.searchExtractOf(addressOfPage(file)) ?? null
    // An extract a part written early took is no longer there: should that part be indexed again, its pages are read.
    const extractOf = (file: string) => (whileRendering?.took(file) ? null : extractWritten(file))
    // A part written early holds each page as it came out, if the compression vouches for its extract still.
    const vouched = (file: string) => extractWritten(file) !== null
    await indexPages(root, outDir, { root, extractOf }, { ...early, vouched }, logger)
  } finally {
    // Not served, and not kept: written by the compressor, stopped first so none is written after.
    await compressor?.stop()
    await removeWorkFolders(outDir)
  }
}

/** Where a build writes the parts of its search index written while the pages render, until each is moved into place. */
const partsWrittenEarlyDir = (outDir: string): string => path.join(outDir, 'search-parts-early')

/** Removes the folders the search index works in beside the output: the search extracts, and the parts written early. */
async function removeWorkFolders(outDir: string): Promise<void> {
  await Promise.all([searchExtractsDir(outDir), partsWrittenEarlyDir(outDir)].map((folder) => fs.rm(folder, { recursive: true, force: true })))
}

/**
 * The parts written while the pages rendered (partsWhileRendering): how many were planned, those
 * written, and whether the compression vouches for the extract of a page (it came out once).
 */
type EarlyParts = { count: number | null; written: Map<number, PartWrittenEarly>; vouched: (file: string) => boolean }

/**
 * Moves the index of a part written while the pages rendered into place: false, leaving it to be
 * indexed again, when it holds other pages than `files` (the pages came out otherwise than
 * planned), or one whose extract the compression does not vouch for.
 */
async function placeWrittenEarly({ count, written, vouched }: EarlyParts, partCount: number, part: number, files: string[], outputPath: string): Promise<boolean> {
  const early = written.get(part)
  if (count !== partCount || !early || !partUnchanged(files, early.files, vouched)) return false
  try {
    await fs.mkdir(path.dirname(outputPath), { recursive: true })
    await fs.rename(early.folder, outputPath)
    return true
  } catch {
    return false
  }
}

/**
 * Indexes the build's searchable pages, read from `sources`: each part linked from the live build
 * when unchanged (partUnchanged), the others indexed one per core at a time (withPagefindWorkers).
 */
async function indexPages(root: string, outDir: string, sources: PageSources, early: EarlyParts, logger: AstroIntegrationLogger): Promise<void> {
  const started = performance.now()
  const previous = await previousParts()
  const rendered = renderedAddresses()
  const isRendered = (file: string) => rendered.has(addressOfPage(file))
  // A page rendered again that came out as the live build's (renderedPages.ts compared it):
  // a trip package renders again when its yacht's price changes, yet shows only its name.
  const { sameAsLive } = builtPagesRecord()
  const pages = await indexedPages(root, isRendered, previous ? new Set(previous.parts.flat()) : null)
  const count = searchPartCount(pages.length)
  const parts: string[][] = Array.from({ length: count }, () => [])
  for (const file of pages) parts[searchIndexPart(file, count)]!.push(file)
  const linkedFromLive = async (part: number) =>
    previous !== null &&
    partUnchanged(parts[part]!, previous.parts[part], (file) => !isRendered(file) || sameAsLive.has(file)) &&
    (await reusePart(path.join(previous.dir, searchPartPath(part)), path.join(root, searchPartPath(part))))
  const toIndex: number[] = []
  let writtenEarly = 0
  for (const part of parts.keys()) {
    if (await linkedFromLive(part)) continue
    if (await placeWrittenEarly(early, count, part, parts[part]!, path.join(root, searchPartPath(part)))) writtenEarly += parts[part]!.length
    else toIndex.push(part)
  }
  const lanes = Math.min(toIndex.length, os.availableParallelism())
  let fromExtracts = 0
  await withPagefindWorkers(lanes, (indexFolder) =>
    eachAtOnce(
      toIndex,
      (part) => {
        const pagesOfPart = partPages(sources, parts[part]!)
        fromExtracts += pagesOfPart.extracts.size
        return indexPart(indexFolder, pagesOfPart, path.join(root, searchPartPath(part)), path.join(outDir, `search-part-pages-${part}`))
      },
      lanes,
    ),
  )
  const indexed = toIndex.reduce((sum, part) => sum + parts[part]!.length, 0)
  // Planned for another number of pages than found (a page of a searchable folder without searchable content), no part written early was used.
  const unplanned = early.count !== null && early.count !== count ? `, ${early.count} parts planned while they rendered` : ''
  await fs.writeFile(path.join(root, SEARCH_PARTS_LIST), JSON.stringify(parts.slice(1).map((_, index) => searchPartPath(index + 1))))
  await fs.writeFile(path.join(outDir, SEARCH_PARTS_FILE), JSON.stringify(parts))
  const took = performance.now() - started
  // Its hook returned as the index began (timedAfterPages): the step's time is the index's.
  buildTimes().steps.set(NAME, took)
  logger.info(
    `search index: ${pages.length} pages in ${count} parts, ${writtenEarly} indexed while they rendered, ${indexed} after them (${fromExtracts} from their search extracts) in ${Math.round(took)} ms, the rest linked from the live build${unplanned}`,
  )
}

/**
 * Builds the site search's index (Pagefind) from the finished pages: only the pages of the
 * searchable folders (lib/search.ts), and of those only content marked `data-pagefind-body`
 * (yachts, destinations, trips, events, wiki articles at their canonical address). Pagefind keeps
 * one index per `<html lang>`, so Russian pages are found with Russian stemming and English with
 * English. The index is written in parts (lib/search.ts): a part with the same pages as in the
 * live build, none of which this build rendered differently, is linked from the live build
 * instead of indexed again.
 *
 * Its hook returns while Pagefind indexes: the compression, next among the integrations, places
 * the live build's twins of the pages linked in meanwhile, and compresses once the index is written.
 */
export function searchIndex(): AstroIntegration {
  let outDir = ''
  return {
    name: NAME,
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir)
      },
      'astro:build:start': async () => {
        // A failed build's folders may still be there: a build reads only the extracts its own compressor wrote, and the parts written from them.
        await removeWorkFolders(outDir)
        const indexExtracts: IndexExtracts = (indexFolder, extracts, outputPath, scratch) => indexPart(indexFolder, { extracts }, outputPath, scratch)
        searchIndexRecord().whileRendering = partsWhileRendering(partsWrittenEarlyDir(outDir), indexExtracts)
      },
      'astro:build:done': ({ dir, logger }) => {
        // Taken now: the compression, whose hook comes next, lets go of it.
        const { compressor } = renderedPageCompression()
        const { whileRendering } = searchIndexRecord()
        searchIndexRecord().whileRendering = null
        const written = writeSearchIndex(fileURLToPath(dir), outDir, { compressor, whileRendering }, logger)
        // Surfaces where it is awaited: the compression waits for it.
        written.catch(() => {})
        searchIndexRecord().written = written
      },
    },
  }
}
