import { MAINTENANCE_QUEUE } from '@cms/core/queues'
import type { TaskConfig } from 'payload'

import { CALENDAR_IMPORT_MINUTES } from '../contract/bookings'
import { importYachtCalendar } from '../flows/importCalendars'

export const IMPORT_CALENDARS_TASK = 'importYachtCalendars'

/**
 * Every CALENDAR_IMPORT_MINUTES: each published yacht's imported calendar (its owner's other marketplaces) is read again
 * and its days blocked. One feed that cannot be read leaves that yacht's blocks as they were and
 * is logged; the others go on.
 */
export const importCalendarsTask: TaskConfig<{ input: Record<string, never>; output: { yachts: number; failed: number } }> = {
  slug: IMPORT_CALENDARS_TASK,
  label: 'Import yachts’ calendars',
  retries: 0,
  schedule: [{ cron: `0 */${CALENDAR_IMPORT_MINUTES} * * * *`, queue: MAINTENANCE_QUEUE }],
  handler: async ({ req }) => {
    const { rows } = await req.payload.db.pool.query<{ id: number }>(
      `SELECT id FROM yachts WHERE calendar_import_url IS NOT NULL AND calendar_import_url <> '' AND _status = 'published'
       UNION SELECT DISTINCT yacht_id FROM yacht_blocks WHERE source = 'ical'`,
    )
    let failed = 0
    for (const { id } of rows) {
      try {
        await importYachtCalendar(req.payload, id)
      } catch (error) {
        failed += 1
        req.payload.logger.warn({ err: error }, `yacht ${id}: its calendar could not be imported`)
      }
    }
    return { output: { yachts: rows.length, failed } }
  },
}
