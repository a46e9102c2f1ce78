import { MAINTENANCE_QUEUE } from '@cms/core/queues'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ANALYTICS_KEEP_DAYS } from '@cms/features/analytics/contract/analytics'
import { MAIL_RETENTION_DAYS, PRUNE_RECORDS_TASK, SECURITY_COUNTS_RETENTION_DAYS } from '@cms/features/admin/jobs/pruneRecordsTask'
import { makeUser, ONE_PIXEL_PNG } from './support/fixtures'
import { testPayload } from './support/payload'

/** The nightly clean-up: mail past its month and security counts past their year go; the rest stays. */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('the nightly clean-up', () => {
  it('deletes mail older than its month (unless still being sent) and security and analytics counts older than their year', async () => {
    const pool = payload.db.pool
    const stamp = `prune-${Date.now()}`
    const mail = async (subject: string, status: string, ageDays: number) =>
      pool.query(`INSERT INTO email_outbox ("to", subject, status, created_at, updated_at) VALUES ($1, $2, $3, now() - make_interval(days => $4), now())`, [
        `${stamp}@test.local`,
        `${stamp} ${subject}`,
        status,
        ageDays,
      ])
    await mail('old sent', 'sent', MAIL_RETENTION_DAYS + 1)
    await mail('old failed', 'failed', MAIL_RETENTION_DAYS + 5)
    await mail('old sending', 'sending', MAIL_RETENTION_DAYS + 1)
    await mail('recent', 'kept', MAIL_RETENTION_DAYS - 1)
    await pool.query(
      `INSERT INTO security_daily (day, kind, detail, count) VALUES (current_date - $1::int, 'sign-in-attempt', '', 3), (current_date - 10, 'lockout', '${stamp.slice(0, 30)}', 1)`,
      [SECURITY_COUNTS_RETENTION_DAYS + 1],
    )
    await pool.query(`INSERT INTO analytics_daily (day, event_type, path, count) VALUES (current_date - $1::int, 'page_view', $2, 5), (current_date - 3, 'page_view', $2, 2)`, [
      ANALYTICS_KEEP_DAYS + 1,
      `/${stamp}`,
    ])
    await pool.query(`INSERT INTO analytics_sessions (day, session_id) VALUES (current_date - $1::int, $2), (current_date - 3, $2)`, [ANALYTICS_KEEP_DAYS + 1, `web_1_${stamp}`])

    await payload.jobs.queue({ task: PRUNE_RECORDS_TASK, queue: MAINTENANCE_QUEUE, input: {} })
    await payload.jobs.run({ queue: MAINTENANCE_QUEUE })

    const left = await pool.query<{ subject: string }>('SELECT subject FROM email_outbox WHERE "to" = $1 ORDER BY subject', [`${stamp}@test.local`])
    expect(left.rows.map((row) => row.subject)).toEqual([`${stamp} old sending`, `${stamp} recent`])
    const days = await pool.query('SELECT count(*)::int AS n FROM security_daily WHERE day < current_date - $1::int', [SECURITY_COUNTS_RETENTION_DAYS])
    expect(days.rows[0].n).toBe(0)
    expect((await pool.query(`SELECT count(*)::int AS n FROM security_daily WHERE detail = $1`, [stamp.slice(0, 30)])).rows[0].n).toBe(1)
    expect((await pool.query('SELECT count::int AS n FROM analytics_daily WHERE path = $1', [`/${stamp}`])).rows.map((row) => row.n)).toEqual([2])
    expect((await pool.query('SELECT count(*)::int AS n FROM analytics_sessions WHERE session_id = $1', [`web_1_${stamp}`])).rows[0].n).toBe(1)
  })

  it('deletes submission pictures that were never attached after a week, with their files; attached ones stay', async () => {
    const owner = await makeUser(payload, ['customer'])
    const picture = () =>
      payload.create({
        collection: 'submission-images',
        data: { owner: owner.id },
        file: { data: ONE_PIXEL_PNG, mimetype: 'image/png', name: `loose-${Date.now()}.png`, size: ONE_PIXEL_PNG.length },
        overrideAccess: true,
      })
    const loose = await picture()
    const attached = await picture()
    const fresh = await picture()
    await payload.db.pool.query(`UPDATE submission_images SET created_at = now() - interval '8 days' WHERE id = ANY($1)`, [[loose.id, attached.id]])
    await payload.db.pool.query(`INSERT INTO content_submissions (kind, status, language, data, image_id, submitted_by_id) VALUES ('destination', 'draft', 'ru', '{}', $1, $2)`, [
      attached.id,
      owner.id,
    ])
    const staticDir = payload.collections['submission-images'].config.upload.staticDir!
    expect(fs.existsSync(path.join(staticDir, loose.filename!))).toBe(true)

    await payload.jobs.queue({ task: PRUNE_RECORDS_TASK, queue: MAINTENANCE_QUEUE, input: {} })
    await payload.jobs.run({ queue: MAINTENANCE_QUEUE })

    const left = await payload.find({ collection: 'submission-images', where: { id: { in: [loose.id, attached.id, fresh.id] } }, overrideAccess: true, depth: 0 })
    expect(left.docs.map((image) => image.id).sort()).toEqual([attached.id, fresh.id].sort())
    expect(fs.existsSync(path.join(staticDir, loose.filename!))).toBe(false)
  })
})
