import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { isStaffUser } from '@cms/core/access/isContentStaff'
import { addDays, marinaDayOf, stayOf } from '@cms/core/contract/marinaDays'
import { BOOKING_HORIZON_DAYS } from '@cms/features/bookings/contract/bookings'
import type { YachtBlock } from '@cms/payload-types'
import { relationId } from '@cms/core/contract/relationId'
import { firstDayOutOfSeason, seasonOfYacht } from '@cms/features/seasons'

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'yacht-blocks', errors: [{ path, message }] })
}
const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A block is of the owner's own yacht (staff may block any), of real days in order, from today
 * to the booking horizon, in its marina's navigation season; the instants it holds are worked out here from the marina's days.
 */
export const blockDays: CollectionBeforeChangeHook<YachtBlock> = async ({ data, operation, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  const yachtId = relationId(merged.yacht)
  const yacht = yachtId === null ? null : await req.payload.findByID({ collection: 'yachts', id: yachtId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!yacht) return refuse('yacht', 'No such yacht.')
  if (!isStaffUser(req.user) && relationId(yacht.owner) !== req.user?.id) return refuse('yacht', 'This is not your yacht.')
  const start = String(merged.startDate ?? '')
  const end = String(merged.endDate ?? '')
  if (!DAY.test(start) || Number.isNaN(Date.parse(start))) refuse('startDate', 'dateInvalid')
  if (!DAY.test(end) || Number.isNaN(Date.parse(end))) refuse('endDate', 'dateInvalid')
  if (end < start) refuse('endDate', 'endBeforeStart')
  const today = marinaDayOf(new Date())
  if (operation === 'create' && end < today) refuse('endDate', 'startInPast')
  if (operation === 'create' && start > addDays(today, BOOKING_HORIZON_DAYS)) refuse('startDate', 'tooFarAhead')
  // Days out of the navigation season are closed already: blocking them says nothing.
  const season = await seasonOfYacht(req.payload, yacht, req)
  if (season && firstDayOutOfSeason(season, { start, end })) refuse('startDate', 'outOfSeason')
  const { startsAt, endsAt } = stayOf(start, end)
  return { ...data, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }
}
