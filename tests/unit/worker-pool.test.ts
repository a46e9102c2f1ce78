import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { withWorkerPool } from '@site/integrations/workerPool'

/**
 * A worker that answers `{ double }` with twice the number and the thread's id, `{ fail }` with an
 * error, `{ stop }` by exiting without an answer, and `{ close }` after adding an `x` to its
 * `file`, when given.
 */
const SOURCE = `
const { parentPort, threadId } = require('node:worker_threads')
parentPort.on('message', (request) => {
  if (request.fail) return parentPort.postMessage({ error: 'no such yacht' })
  if (request.stop) process.exit(0)
  if (request.close) {
    if (request.file) require('node:fs').appendFileSync(request.file, 'x')
    return parentPort.postMessage({ threadId })
  }
  setTimeout(() => parentPort.postMessage({ doubled: request.double * 2, threadId }), 5)
})
`

type Request = { double?: number; fail?: true; stop?: true; close?: true; file?: string }
type Answer = { doubled?: number; threadId: number }

describe('a pool of worker threads', () => {
  it('answers each request on an idle worker, all of them at work at once', async () => {
    const answers: Answer[] = []
    await withWorkerPool<Request, Answer>(SOURCE, 2, async (ask) => {
      answers.push(...(await Promise.all([1, 2, 3, 4].map((double) => ask({ double }, 'Could not double')))))
    })
    expect(answers.map((answer) => answer.doubled)).toEqual([2, 4, 6, 8])
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(2)
  })

  it('rejects with the worker’s error under the caller’s words, and goes on with the next request', async () => {
    await withWorkerPool<Request, Answer>(SOURCE, 1, async (ask) => {
      await expect(ask({ fail: true }, 'Could not find yacht 7')).rejects.toThrow('Could not find yacht 7: no such yacht')
      expect((await ask({ double: 5 }, 'Could not double')).doubled).toBe(10)
    })
  })

  it('sends each worker the request that closes it once its request is answered, even when the run failed', async () => {
    const answeredMeanwhile: Answer[] = []
    const file = path.join(os.tmpdir(), `worker-pool-close-${process.pid}`)
    const run = withWorkerPool<Request, Answer>(
      SOURCE,
      2,
      async (ask) => {
        void ask({ double: 1 }, 'Could not double').then((answer) => answeredMeanwhile.push(answer))
        throw new Error('the run failed')
      },
      { closeRequest: { close: true, file } },
    )
    await expect(run).rejects.toThrow('the run failed')
    expect(answeredMeanwhile).toHaveLength(1)
    // Both workers were sent it, the one at work once it had answered.
    expect(fs.readFileSync(file, 'utf8')).toBe('xx')
    fs.rmSync(file)
  })

  it('rejects, rather than waiting for ever, when a worker stops without answering', async () => {
    await expect(
      withWorkerPool<Request, Answer>(
        SOURCE,
        1,
        async (ask) => {
          await ask({ stop: true }, 'Could not stop')
        },
        { closeRequest: { close: true } },
      ),
    ).rejects.toThrow('Could not stop: its worker stopped')
  })
})
