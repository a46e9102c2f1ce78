import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { followBuildAnnouncements } from '@cms/features/publishing/buildAnnouncements'
import { buildFolder, makeLive, readLiveBuild } from '@cms/features/publishing/liveBuild'
import { makeUser } from './support/fixtures'
import { testPayload } from './support/payload'

/**
 * The live site build is a row in PostgreSQL, announced as it commits (issue #28, item 2): every
 * site server follows the channel and reads the row, so a build done on another machine reaches
 * it, and no two builds are ever live.
 */
let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const heard: (string | null)[] = []
let following: ReturnType<typeof followBuildAnnouncements> | null = null
afterAll(async () => {
  await following?.stop()
})

const files = (id: string) => ({ id, dir: buildFolder(id), builtAt: new Date().toISOString(), pageCount: 3 })
const goLive = (id: string) => makeLive(payload.db.pool, files(id), { reason: 'test', startedAt: new Date(Date.now() - 1000) })
const liveRows = async () => (await payload.db.pool.query<{ build_id: string }>('SELECT build_id FROM site_builds WHERE live')).rows.map((row) => row.build_id)

describe('the live site build', () => {
  it('is announced to a follower once its row is live, and caught up after a lost connection', async () => {
    const liveWhenHeard: (string | undefined)[] = []
    following = followBuildAnnouncements(
      process.env.DATABASE_URL ?? '',
      (id) => {
        heard.push(id)
        if (id) void readLiveBuild(payload.db.pool).then((live) => liveWhenHeard.push(live?.id))
      },
      { retryMs: 100, onError: () => {} },
    )
    // Connected and listening: it is told to look once.
    await vi.waitFor(() => expect(heard).toEqual([null]), { timeout: 10_000 })
    await goLive('build-1')
    await vi.waitFor(() => expect(heard).toEqual([null, 'build-1']), { timeout: 10_000 })
    await vi.waitFor(() => expect(liveWhenHeard).toEqual(['build-1']), { timeout: 10_000 })
    expect(await readLiveBuild(payload.db.pool)).toMatchObject({ id: 'build-1', dir: buildFolder('build-1'), pageCount: 3 })

    // The database drops the follower's connection (a restart, a failover): it connects again and looks.
    await payload.db.pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN portal_site_build' AND pid <> pg_backend_pid()",
    )
    await vi.waitFor(() => expect(heard).toEqual([null, 'build-1', null]), { timeout: 10_000 })
    await goLive('build-2')
    await vi.waitFor(() => expect(heard.at(-1)).toBe('build-2'), { timeout: 10_000 })
  })

  it('is one row, however many builds go live at once', async () => {
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => goLive(`together-${id}`)))
    const live = await liveRows()
    expect(live).toHaveLength(1)
    expect(live[0]).toMatch(/^together-/)
  })

  it('cannot be made two by hand, nor live without its folder', async () => {
    const insert = (buildId: string | null) =>
      payload.db.pool.query("INSERT INTO site_builds (status, started_at, live, build_id, updated_at, created_at) VALUES ('succeeded', now(), true, $1, now(), now())", [buildId])
    await expect(insert('second')).rejects.toThrow(/site_builds_one_live/)
    await payload.db.pool.query('UPDATE site_builds SET live = false WHERE live')
    await expect(insert(null)).rejects.toThrow(/site_builds_live_has_folder/)
    await goLive('after-refusals')
    expect(await liveRows()).toEqual(['after-refusals'])
  })

  it('keeps its record while it is live: an admin deletes only older ones', async () => {
    const admin = await makeUser(payload, ['admin'])
    const [live] = (await payload.find({ collection: 'site-builds', where: { live: { equals: true } }, overrideAccess: true })).docs
    const [older] = (await payload.find({ collection: 'site-builds', where: { live: { equals: false } }, limit: 1, overrideAccess: true })).docs
    if (!live || !older) throw new Error('the tests above leave a live build and older ones')
    await expect(payload.delete({ collection: 'site-builds', id: live.id, user: admin, overrideAccess: false })).rejects.toThrow()
    await payload.delete({ collection: 'site-builds', id: older.id, user: admin, overrideAccess: false })
    expect(await liveRows()).toEqual(['after-refusals'])
  })

  it('records which pages it changed, for the editors; a first build changed every page', async () => {
    const editor = await makeUser(payload, ['editor'])
    const changedPages = Array.from({ length: 1002 }, (_, index) => `/yacht/${index + 1}`)
    await makeLive(payload.db.pool, files('with-changes'), { reason: 'test', startedAt: new Date() }, { changedPages })
    const [recorded] = (await payload.find({ collection: 'site-builds', where: { buildId: { equals: 'with-changes' } }, user: editor, overrideAccess: false })).docs
    expect(recorded?.changedPageCount).toBe(1002)
    // A thousand addresses are listed, and the rest counted.
    expect(recorded?.changedPages?.split('\n')).toEqual([...changedPages.slice(0, 1000), '… +2'])

    await goLive('first-of-its-kind')
    const [first] = (await payload.find({ collection: 'site-builds', where: { buildId: { equals: 'first-of-its-kind' } }, overrideAccess: true })).docs
    expect(first).toMatchObject({ changedPageCount: 3, changedPages: null })
  })

  it('stops being followed when told to', async () => {
    await following?.stop()
    const before = heard.length
    await goLive('unheard')
    const listening = await payload.db.pool.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN portal_site_build'",
    )
    expect(listening.rows[0]?.count).toBe(0)
    expect(heard.length).toBe(before)
  })
})
