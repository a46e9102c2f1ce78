import { MAINTENANCE_QUEUE } from '@cms/core/queues'
import type { TaskConfig } from 'payload'

import { ANALYTICS_KEEP_DAYS } from '@cms/features/analytics/contract/analytics'

export const PRUNE_RECORDS_TASK = 'pruneRecords'

/**
 * How long the portal keeps what it only needs for a while. Mail holds personal data (and, for a
 * few minutes of use, reset codes and confirmation links): a month is enough to answer "did my
 * email arrive?". The security and analytics counts are kept a little over a year, for the year's view.
 */
export const MAIL_RETENTION_DAYS = 30
export const SECURITY_COUNTS_RETENTION_DAYS = 400
/** A picture uploaded for a submission but never attached to one: the member gave up on it. */
const LOOSE_SUBMISSION_IMAGE_DAYS = 7

/** Every night at 03:30 (the server's clock): mail past its month, security and analytics counts past their year go. */
export const pruneRecordsTask: TaskConfig<{ input: Record<string, never>; output: { mail: number; securityDays: number; analyticsRows: number; looseImages: number } }> = {
  slug: PRUNE_RECORDS_TASK,
  label: 'Delete old mail, counts and unattached submission pictures',
  retries: 2,
  schedule: [{ cron: '0 30 3 * * *', queue: MAINTENANCE_QUEUE }],
  handler: async ({ req }) => {
    const pool = req.payload.db.pool
    // A message still being handed to the provider is left for its outcome to be written.
    const mail = await pool.query(`DELETE FROM email_outbox WHERE created_at < now() - make_interval(days => $1) AND status <> 'sending'`, [MAIL_RETENTION_DAYS])
    const securityDays = await pool.query('DELETE FROM security_daily WHERE day < current_date - $1::int', [SECURITY_COUNTS_RETENTION_DAYS])
    const analyticsDays = await pool.query('DELETE FROM analytics_daily WHERE day < current_date - $1::int', [ANALYTICS_KEEP_DAYS])
    const analyticsSessions = await pool.query('DELETE FROM analytics_sessions WHERE day < current_date - $1::int', [ANALYTICS_KEEP_DAYS])
    const analyticsTotals = await pool.query('DELETE FROM analytics_totals WHERE day < current_date - $1::int', [ANALYTICS_KEEP_DAYS])
    // A month goes once all of it is past the limit.
    const analyticsMonths = await pool.query("DELETE FROM analytics_pages_monthly WHERE month < date_trunc('month', current_date - $1::int) - interval '1 month'", [
      ANALYTICS_KEEP_DAYS,
    ])
    const analyticsRows = [analyticsDays, analyticsSessions, analyticsTotals, analyticsMonths].reduce((sum, result) => sum + (result.rowCount ?? 0), 0)
    // Through Payload, which removes the files with the rows.
    const loose = await pool.query(
      `SELECT id FROM submission_images i WHERE created_at < now() - make_interval(days => $1)
          AND NOT EXISTS (SELECT 1 FROM content_submissions s WHERE s.image_id = i.id) LIMIT 1000`,
      [LOOSE_SUBMISSION_IMAGE_DAYS],
    )
    const ids = loose.rows.map((row: { id: number }) => row.id)
    if (ids.length > 0) await req.payload.delete({ collection: 'submission-images', where: { id: { in: ids } }, overrideAccess: true, req })
    return { output: { mail: mail.rowCount ?? 0, securityDays: securityDays.rowCount ?? 0, analyticsRows, looseImages: ids.length } }
  },
}
