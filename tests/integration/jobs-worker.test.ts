import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BOOKINGS_QUEUE, QUEUE_RUNNERS } from '@cms/core/queues'
import { startChild, stopChild } from '@scripts/lib/processes'
import { runQueueTurn } from '@scripts/lib/queueWorker'
import { ROOT_DIR } from '@scripts/lib/settings'
import { testPayload } from './support/payload'

/**
 * Jobs apart from the servers (issue "More than one machine", item 3): `npm run worker`
 * processes run the queues, one worker per queue at a time, so that however many run, no job runs
 * twice; a queue another worker holds is left alone.
 */
let payload: Payload
const bookingsRunner = QUEUE_RUNNERS.find((runner) => runner.queue === BOOKINGS_QUEUE)!

beforeAll(async () => {
  payload = await testPayload()
})

/** A paid donation whose donor is thanked by each `thankDonor` job queued for it. */
async function paidDonation(email: string): Promise<number> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `INSERT INTO donations (amount, status, name, email, language, receipt_number, paid_at) VALUES (500, 'paid', 'Worker Test', $1, 'ru', $2, now()) RETURNING id`,
    [email, `D-${Date.now()}`],
  )
  return rows[0]!.id
}
const queueThanks = (id: number, count: number) =>
  Promise.all(Array.from({ length: count }, () => payload.jobs.queue({ task: 'thankDonor', input: { id, kind: 'receipt' }, queue: BOOKINGS_QUEUE })))
const mailsTo = async (email: string) => (await payload.count({ collection: 'email-outbox', where: { to: { equals: email } }, overrideAccess: true })).totalDocs
/** The donation's thanks still queued or running (a finished job is deleted; a failed one stays, with its error). */
const jobsLeft = async (donation: number) =>
  Number(
    (
      await payload.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'thankDonor' AND input->>'id' = $1 AND completed_at IS NULL`, [
        String(donation),
      ])
    ).rows[0]!.n,
  )
const failedJobs = async () => Number((await payload.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM payload_jobs WHERE has_error`)).rows[0]!.n)

describe('the jobs worker', () => {
  it('leaves a queue that another worker holds, and runs it once free', async () => {
    const email = `held-${Date.now()}@test.local`
    await queueThanks(await paidDonation(email), 3)
    const other = await payload.db.pool.connect()
    try {
      await other.query('SELECT pg_advisory_lock(hashtext($1))', [`baikal-yachts:jobs:${BOOKINGS_QUEUE}`])
      expect(await runQueueTurn(payload, bookingsRunner)).toBe(false)
      expect(await mailsTo(email)).toBe(0)
      await other.query('SELECT pg_advisory_unlock(hashtext($1))', [`baikal-yachts:jobs:${BOOKINGS_QUEUE}`])
    } finally {
      other.release()
    }
    expect(await runQueueTurn(payload, bookingsRunner)).toBe(true)
    expect(await mailsTo(email)).toBe(3)
  })

  it('two workers run 100 queued jobs, each once', async () => {
    const email = `twice-${Date.now()}@test.local`
    const donation = await paidDonation(email)
    await queueThanks(donation, 100)
    expect(await jobsLeft(donation)).toBe(100)
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
    const workers = [1, 2].map((n) => startChild(`worker-${n}`, ['--import', 'tsx', path.join(ROOT_DIR, 'scripts', 'worker.ts')], env, { longRunning: false, stoppedBy: 'caller' }))
    try {
      await expect.poll(() => jobsLeft(donation), { timeout: 120_000, interval: 500 }).toBe(0)
      expect(await mailsTo(email)).toBe(100)
      expect(await failedJobs()).toBe(0)
    } finally {
      await Promise.all(workers.map((worker) => stopChild(worker, 20_000)))
    }
    expect(workers.map((worker) => worker.exitCode)).toEqual([0, 0])
  })
})

afterAll(async () => {
  await payload.db.pool.query(`DELETE FROM payload_jobs WHERE queue = $1`, [BOOKINGS_QUEUE])
})
