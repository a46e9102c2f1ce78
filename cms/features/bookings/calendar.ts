import type { Payload } from 'payload'

import type { DayRange } from '@cms/core/contract/marinaDays'
import { firstDayOutOfSeason, type NavigationSeason } from '@cms/features/seasons'

/**
 * The days a yacht is taken: bookings that hold them (confirmed, or pending with a live hold)
 * and the days its owner blocked, read straight from the tables the constraints guard. Public: ranges only, no one's
 * booking. One indexed query; holds that lapsed a moment ago already count as free.
 */
const TAKEN_QUERY = {
  name: 'yacht-taken-days',
  text: `SELECT start_date AS start, end_date AS "end" FROM bookings
          WHERE yacht_id = $1 AND blocks_calendar AND (status = 'confirmed' OR hold_expires_at > now())
            AND end_date >= $2 AND start_date <= $3
         UNION ALL
         SELECT start_date, end_date FROM yacht_blocks
          WHERE yacht_id = $1 AND end_date >= $2 AND start_date <= $3
          ORDER BY start`,
}

export async function takenDays(payload: Payload, yachtId: number, from: string, to: string): Promise<DayRange[]> {
  return (await payload.db.pool.query<DayRange>({ ...TAKEN_QUERY, values: [yachtId, from, to] })).rows
}

/** Published yachts with room for `guests` and no taken day between `from` and `to`, with their marina's season. */
const AVAILABLE_QUERY = {
  name: 'yachts-available',
  text: `SELECT y.id, m.season_opens AS opens, m.season_closes AS closes,
                coalesce((SELECT json_agg(json_build_object('year', s.year::int, 'opens', s.opens, 'closes', s.closes)) FROM marinas_season_years s WHERE s._parent_id = m.id), '[]') AS years
           FROM yachts y LEFT JOIN marinas m ON m.id = y.home_marina_id
          WHERE y._status = 'published' AND y.capacity >= $3
            AND NOT EXISTS (SELECT 1 FROM bookings b
                             WHERE b.yacht_id = y.id AND b.blocks_calendar AND (b.status = 'confirmed' OR b.hold_expires_at > now())
                               AND b.end_date >= $1 AND b.start_date <= $2)
            AND NOT EXISTS (SELECT 1 FROM yacht_blocks k WHERE k.yacht_id = y.id AND k.end_date >= $1 AND k.start_date <= $2)
          ORDER BY y.id`,
}

/** The ids of published yachts free from `from` to `to`, with room for `guests`, that sail then: all of it in their marina's season. */
export async function availableYachts(payload: Payload, from: string, to: string, guests: number): Promise<number[]> {
  const { rows } = await payload.db.pool.query<{ id: number } & NavigationSeason>({ ...AVAILABLE_QUERY, values: [from, to, guests] })
  return rows.filter((season) => !season.opens || !season.closes || !firstDayOutOfSeason(season, { start: from, end: to })).map((row) => row.id)
}

/**
 * Lets go of the days of a yacht's holds that have lapsed, so they never stand in a new booking's
 * way (the expiry job also tells their customers). Safe at any time: a lapsed hold holds nothing.
 */
export async function releaseLapsedHolds(payload: Payload, yachtId: number): Promise<void> {
  await payload.db.pool.query({
    name: 'release-lapsed-holds',
    text: `UPDATE bookings SET blocks_calendar = false
            WHERE yacht_id = $1 AND blocks_calendar AND status = 'pending' AND hold_expires_at <= now()`,
    values: [yachtId],
  })
}
