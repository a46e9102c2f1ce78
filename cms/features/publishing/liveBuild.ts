import path from 'node:path'

import type { Pool } from 'pg'

import { siteBuildsDir } from '@cms/core/paths'
import { inTransactionOn } from '@cms/core/db/poolTransaction'
import { BUILD_CHANNEL } from './buildAnnouncements'

/** A finished build: its folder's name under `builds/`, when it was made and how many pages it has. */
export type SiteBuildFiles = { id: string; dir: string; builtAt: string; pageCount: number }

/** What a build changed against the build the site served before it (null: there was none). */
export type BuildChanges = { changedPages: string[] | null }

/** How many addresses a build's row lists; a build that changes more lists these and counts the rest. */
const LISTED_CHANGES = 1000

/** Where a build's files are on this machine (every site server mounts the same builds folder). */
export const buildFolder = (id: string) => path.join(siteBuildsDir(), 'builds', id)

/**
 * The build the site serves: the one `site-builds` row marked live (a partial unique index allows
 * no second). Null before the first build.
 */
export async function readLiveBuild(pool: Pool): Promise<SiteBuildFiles | null> {
  const { rows } = await pool.query<{ build_id: string; finished_at: Date | null; page_count: string | null }>(
    'SELECT build_id, finished_at, page_count FROM site_builds WHERE live LIMIT 1',
  )
  const row = rows[0]
  if (!row) return null
  return { id: row.build_id, dir: buildFolder(row.build_id), builtAt: (row.finished_at ?? new Date(0)).toISOString(), pageCount: Number(row.page_count ?? 0) }
}

/** The `site-builds` row a build job keeps, or what to record for a build made outside one (at start-up). */
export type BuildRecord = { recordId: number; startedAt: Date } | { reason: string; startedAt: Date }

/**
 * Makes `build` the live one, in one transaction: its row is marked live (with the pages it
 * changed) and every other row not, and the build is announced on BUILD_CHANNEL, which PostgreSQL
 * delivers when that transaction commits, so a site server told of a build always finds it live.
 * Switches are serialised by a transaction lock.
 */
export async function makeLive(pool: Pool, build: SiteBuildFiles, record: BuildRecord, changes: BuildChanges = { changedPages: null }): Promise<void> {
  const durationMs = Date.parse(build.builtAt) - record.startedAt.getTime()
  const changed = changes.changedPages
  const changedPageCount = changed ? changed.length : build.pageCount
  const listed = changed ? [...changed.slice(0, LISTED_CHANGES), ...(changed.length > LISTED_CHANGES ? [`… +${changed.length - LISTED_CHANGES}`] : [])].join('\n') : null
  await inTransactionOn(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [BUILD_CHANNEL])
    await client.query('UPDATE site_builds SET live = false WHERE live')
    const updated =
      'recordId' in record
        ? await client.query(
            `UPDATE site_builds SET live = true, build_id = $2, status = 'succeeded', finished_at = $3, duration_ms = $4, page_count = $5,
                    changed_page_count = $6, changed_pages = $7, updated_at = now() WHERE id = $1`,
            [record.recordId, build.id, build.builtAt, durationMs, build.pageCount, changedPageCount, listed],
          )
        : null
    if (!updated?.rowCount) {
      // A build made at start-up, or one whose record an admin deleted while it ran.
      await client.query(
        `INSERT INTO site_builds (status, reason, started_at, finished_at, duration_ms, page_count, build_id, changed_page_count, changed_pages, live, updated_at, created_at)
         VALUES ('succeeded', $1, $2, $3, $4, $5, $6, $7, $8, true, now(), now())`,
        ['reason' in record ? record.reason : 'rebuild', record.startedAt.toISOString(), build.builtAt, durationMs, build.pageCount, build.id, changedPageCount, listed],
      )
    }
    await client.query('SELECT pg_notify($1, $2)', [BUILD_CHANNEL, build.id])
  })
}
