import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { announceBuild, followBuildAnnouncements } from '@cms/features/publishing/buildAnnouncements'
import { testPayload } from './support/payload'

/**
 * Site builds are announced through PostgreSQL (issue #28, item 2): every site server follows the
 * channel, so a build done on another machine reaches it even where the builds folder is a network
 * volume that reports no change.
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

describe('build announcements', () => {
  it('reach a follower, which catches up after its connection is lost and made again', async () => {
    following = followBuildAnnouncements(process.env.DATABASE_URL ?? '', (id) => heard.push(id), { retryMs: 100, onError: () => {} })
    // Connected and listening: it is told to look once.
    await vi.waitFor(() => expect(heard).toEqual([null]), { timeout: 10_000 })
    await announceBuild(payload, 'build-1')
    await vi.waitFor(() => expect(heard).toEqual([null, 'build-1']), { timeout: 10_000 })

    // The database drops the follower's connection (a restart, a failover): it connects again and looks.
    await payload.db.drizzle.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN portal_site_build' AND pid <> pg_backend_pid()`,
    )
    await vi.waitFor(() => expect(heard).toEqual([null, 'build-1', null]), { timeout: 10_000 })
    await announceBuild(payload, 'build-2')
    await vi.waitFor(() => expect(heard.at(-1)).toBe('build-2'), { timeout: 10_000 })
  })

  it('stop following when told to', async () => {
    await following?.stop()
    const before = heard.length
    await announceBuild(payload, 'build-3')
    const listening = await payload.db.drizzle.execute(
      sql`SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN portal_site_build'`,
    )
    expect((listening.rows[0] as { count: number }).count).toBe(0)
    expect(heard.length).toBe(before)
  })
})
