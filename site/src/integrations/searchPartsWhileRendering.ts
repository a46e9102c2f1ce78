import path from 'node:path'

import { searchIndexPart, searchPartCount } from '../lib/search'
import { fileOfKeyedPage, isSearchablePage } from './builtPages'
import { normalizedAddress } from './buildRecord'
import { type IndexFolder, withPagefindWorkers } from './pagefindWorkers'

/** Indexes a part's pages, each read from its search extract (`extracts`: file → extract), into `outputPath` through the folder `scratch`. */
export type IndexExtracts = (indexFolder: IndexFolder, extracts: ReadonlyMap<string, string>, outputPath: string, scratch: string) => Promise<void>

/** A path the build lists (Astro's prerenderer): its address, and its route. */
type PlannedPath = { pathname: string; route: { type: string; params: readonly string[] } }

/**
 * The address of a path that is a page the search indexes, else null: a page of a searchable
 * folder with a parameter (`/yacht/7`). Not a folder's other pages (the wiki's moderation), which
 * have no searchable content, nor a page that falls back to another language's route, which Astro
 * renders after all the others.
 */
function plannedAddress({ pathname, route }: PlannedPath): string | null {
  if (route.type !== 'page' || route.params.length === 0) return null
  const address = normalizedAddress(pathname)
  return isSearchablePage(address) ? address : null
}

/** A part of the search index written while the pages rendered: the pages it holds, and the folder its index is in. */
export type PartWrittenEarly = { files: string[]; folder: string }

/**
 * The search index's parts, each indexed as soon as the last of its pages has rendered, while the
 * others render. A build of 20,000 pages rendered on one core for about a minute, the other core
 * compressing each page, and Pagefind then took 23–35 s after the last page at about 1.3 cores.
 * Made only for a build that renders every searchable page (a cold build, a change of code): an
 * edit's build renders a few, and indexes the parts they are in after them (searchIndex.ts).
 */
export type PartsWhileRendering = {
  /**
   * `rendered` (the paths the build renders, of its paths `all`) in the order that completes the
   * parts one after another, each part's pages together and the other pages after them; as they
   * were, when the build does not render every searchable page.
   */
  order: <Path extends PlannedPath>(all: readonly Path[], rendered: Path[]) => Path[]
  /** The page at `address` has come out, with its search extract, or none (null). */
  answered: (address: string, extract: string | null) => void
  /** Whether the extract of `file` was taken (moved) by a part written early. */
  took: (file: string) => boolean
  /**
   * Once the part under way is written: how many parts were planned (null: none), and each part
   * written, by number. Not a part whose pages had not all come out, nor one not begun yet.
   */
  finish: () => Promise<{ count: number | null; written: Map<number, PartWrittenEarly> }>
}

/**
 * Parts written while the pages render (PartsWhileRendering) into `dir`, by `indexExtracts`, one
 * at a time on one Pagefind process: the pages render on one core, the compression shares the other.
 */
export function partsWhileRendering(dir: string, indexExtracts: IndexExtracts): PartsWhileRendering {
  let count: number | null = null
  // By part: the addresses yet to come out, and the extracts of those come out.
  const waiting = new Map<number, Set<string>>()
  const extracts = new Map<number, Map<string, string>>()
  const partOf = new Map<string, { part: number; file: string }>()
  const taken = new Set<string>()
  const written = new Map<number, PartWrittenEarly>()
  let pool: { indexFolder: Promise<IndexFolder>; close: () => void; closed: Promise<void> } | null = null
  let queue: Promise<void> = Promise.resolve()
  let finishing = false

  const startPool = () => {
    let close = () => {}
    let handOver: (indexFolder: IndexFolder) => void = () => {}
    let fail: (error: unknown) => void = () => {}
    const indexFolder = new Promise<IndexFolder>((resolve, reject) => {
      handOver = resolve
      fail = reject
    })
    const done = new Promise<void>((resolve) => (close = resolve))
    const closed = withPagefindWorkers(1, (given) => {
      handOver(given)
      return done
    })
    // A pool that closes before it is handed over (its worker did not start) fails the parts that
    // wait for it, which are then indexed after the pages, as a part that fails to index is.
    closed.then(() => fail(new Error('The Pagefind process closed before it indexed')), fail)
    indexFolder.catch(() => {})
    return { indexFolder, close, closed }
  }

  const write = (part: number, files: Map<string, string>) => {
    if (finishing) return
    pool ??= startPool()
    const { indexFolder } = pool
    queue = queue.then(async () => {
      // Not begun when the pages are done: indexed after them, on every core.
      if (finishing) return
      const folder = path.join(dir, String(part))
      try {
        for (const file of files.keys()) taken.add(file)
        await indexExtracts(await indexFolder, files, folder, path.join(dir, `pages-${part}`))
        written.set(part, { files: [...files.keys()].sort(), folder })
      } catch {
        // Indexed again after the pages, from the pages themselves (took).
      }
    })
  }

  return {
    order: (all, rendered) => {
      const searchable = all.map(plannedAddress).filter((address) => address !== null)
      const addressed = rendered.map((entry) => ({ entry, address: normalizedAddress(entry.pathname) }))
      const renderedAddresses = new Set(addressed.map(({ address }) => address))
      if (searchable.length === 0 || !searchable.every((address) => renderedAddresses.has(address))) return rendered
      count = searchPartCount(searchable.length)
      const planned = count
      for (const address of searchable) {
        const file = fileOfKeyedPage(address)
        const part = searchIndexPart(file, planned)
        partOf.set(address, { part, file })
        if (!waiting.has(part)) waiting.set(part, new Set())
        waiting.get(part)?.add(address)
      }
      return (
        addressed
          // Ranked once (not in the comparison: 20,000 × log 20,000 lookups); the sort is stable.
          .map(({ entry, address }) => ({ entry, rank: partOf.get(address)?.part ?? planned }))
          .sort((a, b) => a.rank - b.rank)
          .map(({ entry }) => entry)
      )
    },
    answered: (address, extract) => {
      const planned = partOf.get(address)
      const pages = planned && waiting.get(planned.part)
      if (!planned || !pages?.delete(address)) return
      if (extract) {
        if (!extracts.has(planned.part)) extracts.set(planned.part, new Map())
        extracts.get(planned.part)?.set(planned.file, extract)
      }
      if (pages.size === 0) write(planned.part, extracts.get(planned.part) ?? new Map())
    },
    took: (file) => taken.has(file),
    finish: async () => {
      finishing = true
      await queue
      pool?.close()
      await pool?.closed.catch(() => {})
      return { count, written }
    },
  }
}
