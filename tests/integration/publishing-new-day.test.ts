import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { MAINTENANCE_QUEUE } from '@cms/core/queues'
import { REBUILD_SITE_TASK } from '@cms/features/publishing/jobs/rebuildSiteTask'
import { NEW_DAY_REASON, REBUILD_SITE_ON_NEW_DAY_TASK } from '@cms/features/publishing/jobs/rebuildSiteOnNewDayTask'
import { testPayload } from './support/payload'

/**
 * The hourly check for a new day at the marina: it asks for a rebuild once the day the newest build
 * started on is over there, and only then.
 */
let payload: Payload
const DAY_MS = 24 * 60 * 60 * 1000

beforeAll(async () => {
  payload = await testPayload()
  process.env.SITE_REBUILD = 'on'
})
afterAll(() => {
  delete process.env.SITE_REBUILD
})
beforeEach(async () => {
  await payload.delete({ collection: 'site-builds', where: { id: { exists: true } }, overrideAccess: true })
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { in: [REBUILD_SITE_TASK, REBUILD_SITE_ON_NEW_DAY_TASK] } }, overrideAccess: true })
})

/** A build record started `ago` milliseconds before now; a live one names its folder, as it must. */
let builds = 0
const build = (ago: number, data: { live?: boolean; status: 'running' | 'succeeded' | 'failed' }) =>
  payload.create({
    collection: 'site-builds',
    data: { ...data, buildId: data.live ? `new-day-${++builds}` : undefined, reason: 'test', startedAt: new Date(Date.now() - ago).toISOString() },
    overrideAccess: true,
  })

/** Runs the check as the maintenance queue would; the reasons of the rebuilds it queued. */
async function checkForNewDay(): Promise<string[]> {
  await payload.jobs.queue({ task: REBUILD_SITE_ON_NEW_DAY_TASK, queue: MAINTENANCE_QUEUE, input: {} })
  await payload.jobs.run({ queue: MAINTENANCE_QUEUE })
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: REBUILD_SITE_TASK } }, overrideAccess: true })
  return docs.map((job) => (job.input as { reason: string }).reason)
}

describe('a new day at the marina', () => {
  it('asks for a rebuild when the live build started on an earlier day there', async () => {
    await build(DAY_MS, { live: true, status: 'succeeded' })
    expect(await checkForNewDay()).toEqual([NEW_DAY_REASON])
  })

  it('asks for none when the live build started today, or a build started today is under way', async () => {
    await build(1000, { live: true, status: 'succeeded' })
    expect(await checkForNewDay()).toEqual([])

    await payload.delete({ collection: 'site-builds', where: { id: { exists: true } }, overrideAccess: true })
    await build(DAY_MS, { live: true, status: 'succeeded' })
    await build(1000, { status: 'running' })
    expect(await checkForNewDay()).toEqual([])
  })

  it('asks for none before the first build, nor for a failed build of an earlier day', async () => {
    expect(await checkForNewDay()).toEqual([])
    await build(2 * DAY_MS, { status: 'failed' })
    expect(await checkForNewDay()).toEqual([])
  })
})
