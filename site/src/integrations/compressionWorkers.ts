import path from 'node:path'
import { Worker } from 'node:worker_threads'

import { NOT_SEARCHED_SELECTORS } from '../lib/search'
import { withWorkerPool } from './workerPool'

export type Effort = { brotli: number; gzip: number }

/**
 * The elements the search index leaves out, as the worker finds them by name: the selectors that
 * name a custom element, which the parser never closes by itself, so that its end is its end tag.
 */
const UNSEARCHED_ELEMENTS = NOT_SEARCHED_SELECTORS.filter((selector) => /^[a-z][a-z0-9]*-[a-z0-9-]*$/.test(selector))

/** Below this, compression costs more than it saves. */
const MIN_BYTES = 1024

/**
 * The content hash in a cache key (`{sha256}-b{brotli}g{gzip}`, made by the worker below): two
 * files with the same hash have the same bytes, whatever effort each was compressed at.
 */
export const contentHashOfKey = (key: string): string => key.slice(0, key.indexOf('-'))

/** A file to compress, read by the worker. */
type CompressionRequest = { file: string; cacheDir: string; brotli: number; gzip: number }

/** What a worker did with a file: its cache key, null when too small to compress; whether it compressed it now. */
export type CompressedFile = { key: string | null; compressed: boolean }

/** What the worker did with a rendered page: as with a file, and whether it wrote the page's search extract. */
type CompressedPage = CompressedFile & { extracted: boolean }

/**
 * The worker's code (withWorkerPool). A worker does all of a file's work but placing its twins:
 * it reads the file (or takes the page's bytes, handed over while the build renders:
 * startRenderedPageCompressor, and writes the page's search extract when asked), names its cache
 * entry by the hash of its content and the effort, and compresses it unless the cache has both
 * twins. An entry is written once, under a new name
 * renamed into place: never rewritten where it is, since builds hold links to it. The new name is
 * this write's own: two files with the same content, compressed at the same time, each rename a
 * whole file into place.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')
const writeNew = (file, body) => {
  const temporary = file + '.' + process.pid + '.' + crypto.randomBytes(6).toString('hex') + '.tmp'
  fs.writeFileSync(temporary, body)
  fs.renameSync(temporary, file)
}
// What the search index reads of a page (searchIndex.ts): its start to its <head>, where <html>
// carries the language, and the head's title; then its <main> from the element marked
// data-pagefind-body on (layouts/Base.astro), the header, footer and islands around it and the
// islands in it left out. Null, so that the page is read whole, for a page without that content in
// <main>, and for one where the parts left out could change what Pagefind keeps: it takes a page's
// title from its first <h1>, and its image from the first <img> after that, wherever they are.
const searchExtract = (body) => {
  const head = body.indexOf('</head>')
  const marked = body.indexOf('data-pagefind-body', head)
  const start = body.lastIndexOf('<', marked)
  const mainStart = body.lastIndexOf('<main', marked)
  const end = body.indexOf('</main>', marked)
  if (head < 0 || marked < 0 || mainStart < head || start < mainStart || end < 0 || !' >'.includes(String.fromCharCode(body[mainStart + 5]))) return null
  const before = body.subarray(head, start)
  const after = body.subarray(end + '</main>'.length)
  if (['<h1', 'data-pagefind'].some((text) => before.includes(text))) return null
  if (['<h1', '<img', '</main>', 'data-pagefind'].some((text) => after.includes(text))) return null
  return Buffer.concat([
    ...headRead(body, head),
    Buffer.from('</head><body>'),
    ...withoutUnsearched(body.subarray(start, end)),
    Buffer.from('</body></html>'),
  ])
}
// The page to its <head> tag, and the head's title, which Pagefind takes for the page's title when
// it has no <h1>: of a head, it reads nothing else but data-pagefind-* attributes. Kept whole where
// that is not plainly so: a <head> with attributes, a head without a whole title, or with such an
// attribute.
const headRead = (body, headEnd) => {
  const whole = [body.subarray(0, headEnd)]
  const open = body.indexOf('<head>')
  if (open < 0 || open > headEnd || body.subarray(open, headEnd).includes('data-pagefind')) return whole
  const titleStart = body.indexOf('<title', open)
  const titleEnd = titleStart < 0 ? -1 : body.indexOf('</title>', titleStart)
  if (titleEnd < 0 || titleEnd > headEnd) return whole
  return [body.subarray(0, open + '<head>'.length), body.subarray(titleStart, titleEnd + '</title>'.length)]
}
// Elements the search index leaves out (lib/search.ts), by name: Pagefind would read them only to leave them out.
const UNSEARCHED = ${JSON.stringify(UNSEARCHED_ELEMENTS)}
// What Pagefind reads even inside an element it leaves out: a page's title (its first <h1>, or a
// <title>), its image (the first <img> after that), and data-pagefind-* attributes. An element
// that holds one stays in the extract, for Pagefind to leave out as it does.
const READ_BY_PAGEFIND = ['<h1', '<title', '<img', 'data-pagefind']
// Where the next tag \`<name\` begins at or after \`from\` (not a tag of a longer name), or -1.
const tagAt = (content, tag, from) => {
  for (let at = content.indexOf(tag, from); at >= 0; at = content.indexOf(tag, at + 1)) {
    if (' >/\\n\\t\\r\\f'.includes(String.fromCharCode(content[at + tag.length]))) return at
  }
  return -1
}
// Where the element whose tag \`open\` begins at \`at\` ends, after what it nests; -1 when it is not closed.
const elementEnd = (content, at, open, close) => {
  let depth = 1
  let scan = at + open.length
  while (depth > 0) {
    const nested = tagAt(content, open, scan)
    const closed = content.indexOf(close, scan)
    if (closed < 0) return -1
    const opensFirst = nested >= 0 && nested < closed
    depth += opensFirst ? 1 : -1
    scan = opensFirst ? nested + open.length : closed + close.length
  }
  return scan
}
// \`content\` in parts, without the elements UNSEARCHED names, each with what it nests, but for
// those that hold what READ_BY_PAGEFIND lists; whole where one is not closed.
const withoutUnsearched = (content) => {
  let parts = [content]
  for (const name of UNSEARCHED) {
    const open = '<' + name
    const close = '</' + name + '>'
    parts = parts.flatMap((part) => {
      const kept = []
      let from = 0
      let next = 0
      for (let at = tagAt(part, open, next); at >= 0; at = tagAt(part, open, next)) {
        const end = elementEnd(part, at, open, close)
        if (end < 0) return [part]
        if (!READ_BY_PAGEFIND.some((text) => part.subarray(at, end).includes(text))) {
          kept.push(part.subarray(from, at))
          from = end
        }
        next = end
      }
      kept.push(part.subarray(from))
      return kept
    })
  }
  return parts
}
// Astro empties the output folder once the build has begun, the extracts' folder with it. An
// extract that cannot be written costs the page its extract only: the page is read instead.
const writeExtract = (body, file) => {
  try {
    const extract = searchExtract(body)
    if (!extract) return false
    try {
      fs.writeFileSync(file, extract)
    } catch (error) {
      if (error.code !== 'ENOENT') throw error
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, extract)
    }
    return true
  } catch {
    return false
  }
}
parentPort.on('message', ({ file, page, cacheDir, brotli, gzip, extractTo }) => {
  try {
    const body = page ? Buffer.from(page) : fs.readFileSync(file)
    const extracted = extractTo ? writeExtract(body, extractTo) : false
    const answer = (key, compressed) => parentPort.postMessage(page ? { key, compressed, extracted } : { key, compressed })
    if (body.length < ${MIN_BYTES}) return answer(null, false)
    const key = crypto.createHash('sha256').update(body).digest('hex') + '-b' + brotli + 'g' + gzip
    const cached = path.join(cacheDir, key)
    if (fs.existsSync(cached + '.br') && fs.existsSync(cached + '.gz')) return answer(key, false)
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: brotli, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length }
    const br = zlib.brotliCompressSync(body, { params })
    const gz = zlib.gzipSync(body, { level: gzip })
    writeNew(cached + '.br', br)
    writeNew(cached + '.gz', gz)
    answer(key, true)
  } catch (error) {
    parentPort.postMessage({ error: String(error) })
  }
})
`

/**
 * Compression on worker threads, one per core, each file on one of them. Inside the build the
 * main thread holds the whole rendered site: zlib's asynchronous calls, run from there, took
 * 24.7 s for 4,254 files that took 10.3 s in a process of their own, the rest going to the
 * collection of their garbage. The workers read, hash and write the files too: with only the
 * compression on them, 2,261 files took 11.0 s, the main thread reading and hashing every page
 * while they waited. Each file goes to an idle worker; the workers close when `run` is done or
 * has failed.
 */
export async function withCompressionWorkers(
  count: number,
  run: (compress: (file: string, cacheDir: string, effort: Effort) => Promise<CompressedFile>) => Promise<void>,
): Promise<void> {
  await withWorkerPool<CompressionRequest, CompressedFile>(WORKER_SOURCE, count, (ask) =>
    run((file, cacheDir, effort) => ask({ file, cacheDir, brotli: effort.brotli, gzip: effort.gzip }, `Could not compress ${file}`)),
  )
}

/**
 * How much of the rendered pages may wait for the compression while the build renders. The worker
 * falls behind where the build renders quickly: a cold build of 10,158 pages, 64 pages allowed to
 * wait, left 1,135 to be compressed after the search index, 5.7 s of its 63.5 s; with 1,000
 * allowed (about 45 MB), none were, and that step took 2.8 s. Counted in bytes, the pages held stay
 * within the same memory whatever their size.
 */
const RENDERED_PAGES_WAITING_BYTES = 64 * 1024 * 1024

/** Compresses the pages the build renders, as they render (startRenderedPageCompressor). */
export type RenderedPageCompressor = {
  /**
   * Takes the bytes of the page at `address` to compress into the cache; false, leaving it to the
   * compression after the build, when too much waits already.
   */
  compress: (page: ArrayBuffer, address: string) => boolean
  /** How many pages it compressed. */
  compressed: () => number
  /**
   * The cache key of each page it took and has compressed so far (all, once stopped), by address
   * (null: too small to compress). Not an address handed over more than once, whose file may hold
   * either's bytes.
   */
  keys: () => ReadonlyMap<string, string | null>
  /**
   * The file of the search extract (searchExtract, in the worker) of the page at `address`, once
   * written: null for a page without one, and for one handed over more than once. Complete once
   * stopped.
   */
  searchExtractOf: (address: string) => string | null
  /** Waits for the pages handed over, and closes the worker; the same promise for every call. */
  stop: () => Promise<void>
}

/**
 * Where startRenderedPageCompressor writes the search extracts of the pages `isSearchable` takes:
 * each a file of `dir`, named by the order the page came in. A folder of its own for each page,
 * as the pages are, made the workers' file system time a fifth more at 20,000 pages. The search
 * index reads a page's extract, less than half of the page, instead of the page (searchIndex.ts).
 */
export type SearchExtracts = {
  dir: string
  isSearchable: (address: string) => boolean
  /** Told of each searchable page done: its extract (as searchExtractOf answers), or null. */
  onAnswer?: (address: string, extract: string | null) => void
}

/**
 * Where a build writes, beside its output, the search extract of each searchable page it renders
 * (SearchExtracts), until its search index is written (searchIndex.ts).
 */
export const searchExtractsDir = (outDir: string): string => path.join(outDir, 'search-extracts')

/**
 * One worker that compresses each page into the cache while the build renders the next ones. The
 * build renders on one core, and on two cores the other is mostly idle meanwhile: the compression
 * after the build then places each page's twins by the key the worker answered for its address
 * (`keys`), without reading or hashing the page again. Bytes that do not come out as a page file
 * (a page rendered twice, by the fallback of a language) are never used, and leave the cache with
 * the build's unused entries.
 * At most `waitingBytes` of pages are held at once (a larger page only when none waits): a page
 * past that is compressed after the build, so a slow worker never holds the rendered site in
 * memory. The worker does not keep the build's process alive if the build fails before stopping it.
 */
export function startRenderedPageCompressor(
  cacheDir: string,
  effort: Effort,
  { waitingBytes = RENDERED_PAGES_WAITING_BYTES, searchExtracts }: { waitingBytes?: number; searchExtracts?: SearchExtracts } = {},
): RenderedPageCompressor {
  const worker = new Worker(WORKER_SOURCE, { eval: true })
  worker.unref()
  // The pages handed over, in order: the worker answers each in turn.
  const pending: { size: number; address: string; extractTo: string | undefined }[] = []
  let pendingBytes = 0
  let compressed = 0
  let failed = false
  let stopped = false
  let drained: (() => void) | null = null
  const handed = new Set<string>()
  const handedTwice = new Set<string>()
  const keys = new Map<string, string | null>()
  const extracts = new Map<string, string>()
  let extractsNamed = 0
  let stopping: Promise<void> | null = null
  worker.on('message', (answer: CompressedPage | { error: string }) => {
    const page = pending.shift()
    if (!page) return
    pendingBytes -= page.size
    if (!('error' in answer)) {
      if (answer.compressed) compressed += 1
      if (!handedTwice.has(page.address)) {
        keys.set(page.address, answer.key)
        if (answer.extracted && page.extractTo) extracts.set(page.address, page.extractTo)
      }
      if (page.extractTo) searchExtracts?.onAnswer?.(page.address, extracts.get(page.address) ?? null)
    }
    if (pending.length === 0) drained?.()
  })
  worker.on('error', () => {
    failed = true
    pending.length = 0
    pendingBytes = 0
    drained?.()
  })
  return {
    compress: (page, address) => {
      if (handed.has(address)) {
        handedTwice.add(address)
        keys.delete(address)
        extracts.delete(address)
      }
      handed.add(address)
      const size = page.byteLength
      if (failed || stopped || (pending.length > 0 && pendingBytes + size > waitingBytes)) return false
      const extractTo = searchExtracts?.isSearchable(address) ? path.join(searchExtracts.dir, `${extractsNamed++}.html`) : undefined
      pending.push({ size, address, extractTo })
      pendingBytes += size
      worker.postMessage({ page, cacheDir, brotli: effort.brotli, gzip: effort.gzip, extractTo }, [page])
      return true
    },
    compressed: () => compressed,
    keys: () => keys,
    searchExtractOf: (address) => extracts.get(address) ?? null,
    stop: () => {
      stopping ??= (async () => {
        stopped = true
        if (pending.length > 0) await new Promise<void>((resolve) => (drained = resolve))
        await worker.terminate()
      })()
      return stopping
    },
  }
}
