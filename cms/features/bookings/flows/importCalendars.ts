import type { Payload } from 'payload'

import { busyDaysOf, type DayRun } from '../calendarImport'
import { fetchCalendar } from '../fetchCalendar'
import { addDays, marinaDayOf, stayOf } from '@cms/core/contract/marinaDays'
import { inPoolTransaction } from '@cms/core/db/poolTransaction'
import { inSeasonParts, seasonOfYacht } from '@cms/features/seasons'

/** How far ahead imported days block the yacht (as far as anyone books). */
const IMPORT_HORIZON_DAYS = 730
/** The per-yacht lock the bookings' and blocks' trigger takes (see the yacht-blocks migration). */
const YACHT_DAYS_LOCK = 738201

export type ImportOutcome = { blocked: DayRun[]; skipped: DayRun[] }

/**
 * Re-reads a yacht's imported calendar and makes its imported blocks match it, in one
 * transaction under the yacht's lock: the old imported blocks go, each busy run becomes a block,
 * and a run that meets a booking or an owner's own block is skipped (the portal's booking stands;
 * the owner sees the clash on their calendar); days out of the marina's season are left out. A yacht with no published feed keeps no imported
 * blocks.
 */
export async function importYachtCalendar(payload: Payload, yachtId: number): Promise<ImportOutcome> {
  const yacht = await payload.findByID({
    collection: 'yachts',
    id: yachtId,
    depth: 0,
    select: { calendarImportUrl: true, _status: true, homeMarina: true },
    overrideAccess: true,
    disableErrors: true,
  })
  const today = marinaDayOf(new Date())
  // Only an address an editor has published is read: an owner's drafts wait for review.
  const address = yacht?._status === 'published' ? yacht.calendarImportUrl : null
  const busy = address ? busyDaysOf(await fetchCalendar(address), { from: today, until: addDays(today, IMPORT_HORIZON_DAYS) }) : []
  // Days out of the marina's season are closed anyway: only a run's days in season become a block.
  const season = yacht ? await seasonOfYacht(payload, yacht) : null
  const runs = season
    ? busy.flatMap((run) => inSeasonParts(season, { start: run.startDate, end: run.endDate }).map((part) => ({ startDate: part.start, endDate: part.end })))
    : busy
  return inPoolTransaction(payload, async (client) => {
    const outcome: ImportOutcome = { blocked: [], skipped: [] }
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [YACHT_DAYS_LOCK, yachtId])
    await client.query(`DELETE FROM yacht_blocks WHERE yacht_id = $1 AND source = 'ical'`, [yachtId])
    for (const run of runs) {
      const { startsAt, endsAt } = stayOf(run.startDate, run.endDate)
      const { rows } = await client.query(
        `SELECT 1 FROM bookings k WHERE k.yacht_id = $1 AND k.blocks_calendar AND (k.status = 'confirmed' OR k.hold_expires_at > now())
            AND tstzrange(k.starts_at, k.ends_at, '[)') && tstzrange($2, $3, '[)')
         UNION ALL
         SELECT 1 FROM yacht_blocks b WHERE b.yacht_id = $1 AND tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange($2, $3, '[)')
         LIMIT 1`,
        [yachtId, startsAt, endsAt],
      )
      if (rows.length > 0) {
        outcome.skipped.push(run)
        continue
      }
      await client.query(
        `INSERT INTO yacht_blocks (yacht_id, start_date, end_date, starts_at, ends_at, source, note, updated_at, created_at)
         VALUES ($1, $2, $3, $4, $5, 'ical', 'Imported calendar', now(), now())`,
        [yachtId, run.startDate, run.endDate, startsAt, endsAt],
      )
      outcome.blocked.push(run)
    }
    return outcome
  })
}
