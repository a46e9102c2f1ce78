import { Worker } from 'node:worker_threads'

export type Effort = { brotli: number; gzip: number }
export type Compressed = { br: Uint8Array; gz: Uint8Array }

/**
 * The worker's code, evaluated (CommonJS) rather than loaded from a file: Astro bundles the config
 * and its integrations, so no path beside this module is sure to exist at build time.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const zlib = require('node:zlib')
parentPort.on('message', ({ body, brotli, gzip }) => {
  try {
    const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotli, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    const gz = zlib.gzipSync(body, { level: gzip })
    parentPort.postMessage({ br, gz })
  } catch (error) {
    parentPort.postMessage({ error: String(error) })
  }
})
`

/**
 * Compression on worker threads, one per core, each file on one of them. Inside the build the
 * main thread holds the whole rendered site: zlib's asynchronous calls, run from there, took
 * 24.7 s for 4,254 files that took 10.3 s in a process of their own, the rest going to the
 * collection of their garbage. `run` gives every worker its own queue of work and closes the
 * workers when all is done or one fails.
 */
export async function withCompressionWorkers(count: number, run: (compress: (body: Buffer, effort: Effort) => Promise<Compressed>) => Promise<void>): Promise<void> {
  const workers = Array.from({ length: count }, () => new Worker(WORKER_SOURCE, { eval: true }))
  const idle = [...workers]
  const waiting: ((worker: Worker) => void)[] = []
  const acquire = () => new Promise<Worker>((resolve) => (idle.length ? resolve(idle.pop()!) : waiting.push(resolve)))
  const release = (worker: Worker) => {
    const next = waiting.shift()
    if (next) next(worker)
    else idle.push(worker)
  }
  const compress = async (body: Buffer, effort: Effort): Promise<Compressed> => {
    const worker = await acquire()
    try {
      return await new Promise<Compressed>((resolve, reject) => {
        const onMessage = (answer: Compressed | { error: string }) => {
          worker.off('error', onError)
          if ('error' in answer) reject(new Error(`Could not compress: ${answer.error}`))
          else resolve(answer)
        }
        const onError = (error: Error) => {
          worker.off('message', onMessage)
          reject(error)
        }
        worker.once('message', onMessage)
        worker.once('error', onError)
        worker.postMessage({ body, brotli: effort.brotli, gzip: effort.gzip })
      })
    } finally {
      release(worker)
    }
  }
  try {
    await run(compress)
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
}
