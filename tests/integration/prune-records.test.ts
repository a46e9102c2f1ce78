import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAIL_RETENTION_DAYS, MAINTENANCE_QUEUE, PRUNE_RECORDS_TASK, SECURITY_COUNTS_RETENTION_DAYS } from '../../cms/jobs/pruneRecordsTask'
import { testPayload } from './support/payload'

/** The nightly clean-up: mail past its month and security counts past their year go; the rest stays. */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('the nightly clean-up', () => {
  it('deletes mail older than its month (unless still being sent) and security counts older than their year', async () => {
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

    await payload.jobs.queue({ task: PRUNE_RECORDS_TASK, queue: MAINTENANCE_QUEUE, input: {} })
    await payload.jobs.run({ queue: MAINTENANCE_QUEUE })

    const left = await pool.query<{ subject: string }>('SELECT subject FROM email_outbox WHERE "to" = $1 ORDER BY subject', [`${stamp}@test.local`])
    expect(left.rows.map((row) => row.subject)).toEqual([`${stamp} old sending`, `${stamp} recent`])
    const days = await pool.query('SELECT count(*)::int AS n FROM security_daily WHERE day < current_date - $1::int', [SECURITY_COUNTS_RETENTION_DAYS])
    expect(days.rows[0].n).toBe(0)
    expect((await pool.query(`SELECT count(*)::int AS n FROM security_daily WHERE detail = $1`, [stamp.slice(0, 30)])).rows[0].n).toBe(1)
  })
})
