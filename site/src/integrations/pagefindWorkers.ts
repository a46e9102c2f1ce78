import { NOT_SEARCHED_SELECTORS } from '../lib/search'
import { withWorkerPool } from './workerPool'

/**
 * A folder of pages to index (none when `empty`), where to write its index, and at most how many
 * fragment files each language's pages go into (Pagefind's maxFragments).
 */
type IndexRequest = { pages: string; empty: boolean; outputPath: string; maxFragments: number } | { close: true }

/**
 * The worker's code (withWorkerPool): it loads Pagefind's Node API from `workerData.pagefind`
 * (the module's address, resolved where this file is) and indexes each folder it is sent into an
 * index of its own, leaving out what `workerData.excludeSelectors` matches. A worker has its own
 * copy of the module, so its own Pagefind process.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const loaded = import(workerData.pagefind)
const indexFolder = async (pagefind, { pages, empty, outputPath, maxFragments }) => {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: workerData.excludeSelectors, maxFragments })
  if (!index) throw new Error('Pagefind did not start: ' + errors.join('; '))
  try {
    const added = empty ? { errors: [] } : await index.addDirectory({ path: pages, glob: '**/*.html' })
    if (added.errors.length) throw new Error('Pagefind could not index the pages: ' + added.errors.join('; '))
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length) throw new Error('Pagefind could not write the index: ' + written.errors.join('; '))
  } finally {
    await index.deleteIndex()
  }
}
parentPort.on('message', async (request) => {
  try {
    const pagefind = await loaded
    if (request.close) await pagefind.close()
    else await indexFolder(pagefind, request)
    parentPort.postMessage({})
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
})
`

/**
 * Writes the search index of the pages in the folder `pages` to `outputPath`, each language's
 * pages in at most `maxFragments` fragment files; an empty index when `empty`.
 */
export type IndexFolder = (pages: string, outputPath: string, options: { empty: boolean; maxFragments: number }) => Promise<void>

/**
 * Runs `run` with `count` Pagefind processes, each on a worker thread of its own. One Pagefind
 * process indexes one part at a time, at about 1.3 cores (21 parts of 20,000 pages in 21.9 s on
 * two cores); two, each with its own parts, took 16.5 s.
 */
export async function withPagefindWorkers(count: number, run: (indexFolder: IndexFolder) => Promise<void>): Promise<void> {
  await withWorkerPool<IndexRequest, object>(
    WORKER_SOURCE,
    count,
    (ask) => run((pages, outputPath, options) => ask({ pages, outputPath, ...options }, `Could not index ${pages}`).then(() => undefined)),
    { workerData: { pagefind: import.meta.resolve('pagefind'), excludeSelectors: NOT_SEARCHED_SELECTORS }, closeRequest: { close: true } },
  )
}
