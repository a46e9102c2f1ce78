import { Worker } from 'node:worker_threads'

/** A worker's answer to a request it could not carry out. */
type Failure = { error: string }

/** Sends a request to an idle worker of the pool and resolves with its answer; `failure` begins a refusal's message. */
export type AskWorker<Request, Answer> = (request: Request, failure: string) => Promise<Answer>

/**
 * Runs `run` with `count` worker threads of `source` (CommonJS, evaluated: Astro bundles the
 * config and its integrations, so no file beside this module is sure to exist at build time).
 * Each request goes to an idle worker, which answers it with one message, or `{ error }`. Once
 * `run` is done or has failed, each worker is sent `closeRequest` (when given) once it is idle,
 * and its answer awaited; then all are stopped.
 */
export async function withWorkerPool<Request, Answer>(
  source: string,
  count: number,
  run: (ask: AskWorker<Request, Answer>) => Promise<void>,
  { workerData, closeRequest }: { workerData?: unknown; closeRequest?: Request } = {},
): Promise<void> {
  const workers = Array.from({ length: count }, () => new Worker(source, { eval: true, workerData }))
  const stopped = new Set<Worker>()
  for (const worker of workers) worker.once('exit', () => stopped.add(worker))
  const idle = [...workers]
  const waiting: ((worker: Worker) => void)[] = []
  const acquire = () => new Promise<Worker>((resolve) => (idle.length ? resolve(idle.pop()!) : waiting.push(resolve)))
  const release = (worker: Worker) => {
    const next = waiting.shift()
    if (next) next(worker)
    else idle.push(worker)
  }
  const send = (worker: Worker, request: Request, failure: string) =>
    new Promise<Answer>((resolve, reject) => {
      if (stopped.has(worker)) return reject(new Error(`${failure}: its worker stopped`))
      const settle = () => {
        worker.off('message', onMessage)
        worker.off('error', onError)
        worker.off('exit', onExit)
      }
      const onMessage = (answer: Answer | Failure) => {
        settle()
        if (answer !== null && typeof answer === 'object' && 'error' in answer) reject(new Error(`${failure}: ${answer.error}`))
        else resolve(answer)
      }
      const onError = (error: Error) => {
        settle()
        reject(error)
      }
      const onExit = () => {
        settle()
        reject(new Error(`${failure}: its worker stopped`))
      }
      worker.on('message', onMessage)
      worker.on('error', onError)
      worker.on('exit', onExit)
      worker.postMessage(request)
    })
  const ask: AskWorker<Request, Answer> = async (request, failure) => {
    const worker = await acquire()
    try {
      return await send(worker, request, failure)
    } finally {
      release(worker)
    }
  }
  try {
    await run(ask)
  } finally {
    // Each worker once it is idle: a request may still be under way if `run` failed.
    if (closeRequest !== undefined) await Promise.allSettled(workers.map(async () => send(await acquire(), closeRequest, 'Could not close a worker')))
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
}
