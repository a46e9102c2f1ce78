import type { Payload } from 'payload'

import { DONORS_LISTED, type DonorsView } from '../contract/donations'

/**
 * The donors' list anyone may see: the names of paid donations whose donors asked to be named
 * (the latest first), and how many gave in all. Read past access: names given for this list, and
 * a count; never amounts or addresses.
 */
export async function donorsView(payload: Payload): Promise<DonorsView> {
  const { rows } = await payload.db.pool.query<{ name: string; at: Date }>(
    `SELECT name, paid_at AS at FROM donations WHERE status = 'paid' AND listed ORDER BY paid_at DESC, id DESC LIMIT ${DONORS_LISTED}`,
  )
  const counted = await payload.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM donations WHERE status = 'paid'`)
  return { donors: rows.map((row) => ({ name: row.name, at: new Date(row.at).toISOString() })), count: Number(counted.rows[0]?.n ?? 0) }
}
