import type { AstroIntegration } from 'astro'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type Effort, type SearchExtracts, searchExtractsDir, startRenderedPageCompressor, withCompressionWorkers } from './compressionWorkers'
import { eachAtOnce, linkReplacing } from './links'
import { liveBuildFolder, readLiveBuildRecord } from './liveBuildRecord'
import { addressOfPage, fileOfKeyedPage, filesUnder, isSearchablePage } from './builtPages'
import { renderedAddresses, renderedPageCompression, searchIndexRecord } from './buildRecord'
import { SEARCH_INDEX_FOLDERS } from '../lib/search'

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/

/** Whether a top-level entry of the build's pages' folder holds the search index (searchIndex.ts). */
const isSearchIndexFolder = (name: string) => (SEARCH_INDEX_FOLDERS as readonly string[]).includes(name)

/**
 * How hard to compress a file. Hashed assets are compressed once and served for a year: the
 * slowest, smallest brotli and gzip. Pages change with every publish and a catalogue has
 * thousands. Measured on 600 built yacht pages of 80 KiB here: brotli 9 took 20 ms a page and 11
 * took 75 ms, for 26.3 % and 24.1 % of the original size; brotli 5 took 2.25 ms against 6's 2.69 ms,
 * for 26.0 % against 25.9 %. Gzip, which only browsers without brotli are sent, took 1.10 ms at
 * level 4 against 1.61 ms at 6, for 29.1 % against 28.4 %.
 */
function effortFor(relativePath: string): Effort {
  const top = relativePath.split('/')[0] ?? ''
  return top === '_astro' || isSearchIndexFolder(top) ? { brotli: 11, gzip: 9 } : PAGE_EFFORT
}

const PAGE_EFFORT: Effort = { brotli: 5, gzip: 4 }

/** Where a build keeps the cache key of each file it compressed, beside its output: `{ file: key }`. */
const PRECOMPRESSED_FILE = 'precompressed.json'

/** The live build's keys as last read, with the folder they were read from. */
let liveKeysRead: { folder: string | null; keys: Promise<Map<string, string>> } | null = null

/**
 * The live build's compressed files' cache keys, by file (readLiveBuildRecord); empty when there
 * are none to reuse. Read once for the build: the comparison with the live build
 * (renderedPages.ts) and the compression both ask, and at 20,000 pages the record is megabytes
 * of JSON. A live build's record never changes once it is live.
 */
export function liveBuildCompressedKeys(): Promise<Map<string, string>> {
  const folder = liveBuildFolder()
  if (liveKeysRead?.folder !== folder) {
    const keys = readLiveBuildRecord(PRECOMPRESSED_FILE).then((record) =>
      record && typeof record === 'object' ? new Map(Object.entries(record as Record<string, string>)) : new Map<string, string>(),
    )
    liveKeysRead = { folder, keys }
  }
  return liveKeysRead.keys
}

/**
 * The cache key of a page file (relative to the pages' folder) compressed as it rendered, from the
 * keys the compression answered by address (RenderedPageCompressor.keys): null when too small to
 * compress, undefined when not known. Only the file Astro writes for the address is the page's.
 */
export function renderedPageKey(keys: ReadonlyMap<string, string | null>, relative: string): string | null | undefined {
  if (!relative.endsWith('.html')) return undefined
  const address = addressOfPage(relative)
  return fileOfKeyedPage(address) === relative ? keys.get(address) : undefined
}

/** The compressible files under `root` whose top-level entry (a file, or a folder) `include` takes. */
async function compressibleFiles(root: string, include: (topLevelName: string) => boolean): Promise<string[]> {
  const files: string[] = []
  const compressible = (name: string) => COMPRESSIBLE.test(name)
  for (const top of await fs.readdir(root, { withFileTypes: true })) {
    if (!include(top.name)) continue
    const entry = path.join(root, top.name)
    if (top.isDirectory()) for (const file of await filesUnder(entry, compressible)) files.push(path.join(entry, file))
    else if (top.isFile() && compressible(top.name)) files.push(entry)
  }
  return files
}

/**
 * A cached body into the build: a hard link, so an unchanged page's twins cost no reading or
 * writing; a copy, into a file of its own, where links fail.
 */
async function place(cached: string, target: string): Promise<void> {
  await linkReplacing(cached, target).catch(async () => {
    await fs.rm(target, { force: true })
    await fs.copyFile(cached, target)
  })
}

/**
 * Writes `.br` and `.gz` twins of every text asset after the build, so the site server sends
 * compressed files without compressing on each request. Compressed bodies are kept in the build
 * cache under the hash of their content: a rebuild compresses only the pages that changed and links
 * the rest, and files no build uses any more are dropped from the cache. While the search index is
 * written it places the live build's twins of the pages linked in; it compresses once the index is.
 */
export function precompress(): AstroIntegration {
  let cacheDir = ''
  let outDir = ''
  return {
    name: 'baikal:precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = path.join(fileURLToPath(config.cacheDir), 'precompressed')
        outDir = fileURLToPath(config.outDir)
      },
      'astro:build:start': async () => {
        await fs.mkdir(cacheDir, { recursive: true })
        const searchExtracts: SearchExtracts = {
          dir: searchExtractsDir(outDir),
          isSearchable: isSearchablePage,
          onAnswer: (address, extract) => searchIndexRecord().whileRendering?.answered(address, extract),
        }
        renderedPageCompression().compressor = startRenderedPageCompressor(cacheDir, PAGE_EFFORT, { searchExtracts })
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        await fs.mkdir(cacheDir, { recursive: true })
        // The pages compressed as they rendered are in the cache once their worker is done.
        const whileRendering = renderedPageCompression().compressor
        renderedPageCompression().compressor = null
        await whileRendering?.stop()
        const renderedKeys = whileRendering?.keys() ?? new Map<string, string | null>()
        const used = new Set<string>()
        const keys: Record<string, string> = {}
        const previous = await liveBuildCompressedKeys()
        const rendered = renderedAddresses()
        let compressed = 0
        let reused = 0
        let unread = 0
        let asRendered = 0
        // Linking, and the workers' reading and writing, wait on the disk: more files under way than cores.
        const filesAtOnce = 4 * Math.max(2, os.availableParallelism())
        await withCompressionWorkers(Math.max(1, os.availableParallelism()), async (compress) => {
          // The twins of the cache's entry `key` placed beside the build's file, and kept as its.
          const placeTwins = async (relative: string, key: string) => {
            const cached = path.join(cacheDir, key)
            const target = path.join(root, relative)
            await Promise.all([place(`${cached}.br`, `${target}.br`), place(`${cached}.gz`, `${target}.gz`)])
            used.add(key)
            keys[relative] = key
          }
          const placedTwins = async (relative: string, key: string) => {
            try {
              await placeTwins(relative, key)
              return true
            } catch {
              return false
            }
          }
          // A page the build did not render is the live build's page, linked in: its twins are
          // the live build's, found by name, without reading or hashing the page.
          const reuseTwins = async (relative: string) => {
            const key = previous.get(relative)
            if (!key || !relative.endsWith('.html') || rendered.has(addressOfPage(relative))) return false
            if (!(await placedTwins(relative, key))) return false
            unread += 1
            return true
          }
          // A page compressed as it rendered: its twins are in the cache under the key the
          // worker answered, found without reading or hashing the page again. One too small to
          // compress has none, as compressOne leaves it.
          const placeRenderedTwins = async (relative: string) => {
            const key = renderedPageKey(renderedKeys, relative)
            if (key === null) return true
            if (key === undefined || !(await placedTwins(relative, key))) return false
            asRendered += 1
            return true
          }
          const compressOne = async (file: string) => {
            const relative = path.relative(root, file)
            const { key, compressed: now } = await compress(file, cacheDir, effortFor(relative.split(path.sep).join('/')))
            if (!key) return
            await placeTwins(relative, key)
            if (now) compressed += 1
            else reused += 1
          }
          // Pagefind is indexing meanwhile (searchIndex.ts): only twins already compressed, the
          // live build's and the rendered pages', are placed until it is done, which waits on the
          // disk. Compressing waits on the processor, as Pagefind does: it comes after, with the
          // index's own files.
          const toCompress: string[] = []
          await eachAtOnce(
            await compressibleFiles(root, (name) => !isSearchIndexFolder(name)),
            async (file) => {
              const relative = path.relative(root, file)
              if (!(await reuseTwins(relative)) && !(await placeRenderedTwins(relative))) toCompress.push(file)
            },
            filesAtOnce,
          )
          await searchIndexRecord().written
          await eachAtOnce([...toCompress, ...(await compressibleFiles(root, isSearchIndexFolder))], compressOne, filesAtOnce)
        })
        await fs.writeFile(path.join(outDir, PRECOMPRESSED_FILE), JSON.stringify(keys))
        for (const name of await fs.readdir(cacheDir)) {
          if (!used.has(name.replace(/\.(br|gz)$/, ''))) await fs.rm(path.join(cacheDir, name), { force: true })
        }
        logger.info(
          `precompressed ${compressed + reused + unread + asRendered} files (brotli and gzip): ${compressed} compressed, ${reused} from the cache, ${unread} pages as the live build’s` +
            (whileRendering ? `, ${asRendered} pages as compressed while they rendered (${whileRendering.compressed()} put in the cache then)` : ''),
        )
      },
    },
  }
}
