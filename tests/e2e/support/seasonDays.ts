import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { firstStretchInSeasons } from '@cms/features/seasons/contract/season'
import { marinas } from '@cms/seed/data/marinas'

/** How many days from its first one the stretch seasonDay counts in keeps every seeded marina in season. */
const SPAN = 100

/**
 * A marina day `offset` (0–100) days into the coming stretch when every seeded marina is in its
 * navigation season, at least two weeks from today; `seasonsAhead` takes the same stretch that
 * many years later (days no other journey books). So the journeys book days the portal sells,
 * whatever the month they run in.
 */
export function seasonDay(offset: number, seasonsAhead = 0): string {
  if (offset < 0 || offset > SPAN) throw new Error(`seasonDay counts 0 to ${SPAN} days, not ${offset}`)
  const start = firstStretchInSeasons(
    marinas.map((marina) => marina.season),
    addDays(marinaDayOf(new Date()), 14),
    SPAN + 1,
  )
  const year = Number(start.slice(0, 4)) + seasonsAhead
  return addDays(`${year}${start.slice(4)}`, offset)
}
