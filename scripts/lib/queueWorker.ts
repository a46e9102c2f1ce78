import type { Payload } from 'payload'

import { QUEUE_RUNNERS, type QueueRunner } from '@cms/core/queues'

/** The advisory lock that makes one worker at a time the runner of a queue (a key per queue). */
const lockKey = (queue: string) => `baikal-yachts:jobs:${queue}`

/**
 * One turn of a queue: if no other worker holds the queue, queue what its schedules call for and
 * run up to `limit` of its jobs. Payload claims jobs by reading and then marking them, which two
 * runners could do at once; the PostgreSQL advisory lock, held on one connection for the turn,
 * keeps every other worker off the queue until the turn ends (or the worker's connection dies), so
 * no job runs twice. False when another worker had the queue.
 */
export async function runQueueTurn(payload: Payload, { queue, limit }: QueueRunner): Promise<boolean> {
  const connection = await payload.db.pool.connect()
  try {
    const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lockKey(queue)])
    if (!rows[0]?.locked) return false
    try {
      await payload.jobs.handleSchedules({ queue })
      await payload.jobs.run({ queue, limit })
    } finally {
      await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey(queue)])
    }
    return true
  } finally {
    connection.release()
  }
}

/**
 * Runs every queue by its runner's rhythm until `signal` aborts; then lets the turns under way
 * finish and resolves. A turn that throws is logged and the queue tried again at its next turn.
 */
export async function runQueues(payload: Payload, signal: AbortSignal, runners: readonly QueueRunner[] = QUEUE_RUNNERS): Promise<void> {
  await Promise.all(
    runners.map(async (runner) => {
      while (!signal.aborted) {
        const started = Date.now()
        try {
          await runQueueTurn(payload, runner)
        } catch (error) {
          payload.logger.error({ err: error, queue: runner.queue }, `The ${runner.queue} queue's turn failed`)
        }
        await nextTurn(runner.everySeconds * 1000 - (Date.now() - started), signal)
      }
    }),
  )
}

/** Resolves after `ms`, or at once when the worker is told to stop. */
function nextTurn(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })
}
