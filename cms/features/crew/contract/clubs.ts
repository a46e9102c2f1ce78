import type { EVENT_CATEGORIES } from '@cms/features/events/contract/events'
import { enumeration } from '@cms/core/contract/options'
import { z } from '@cms/core/contract/zodSettings'

/**
 * The sailing club (spec 1, issue "Community …"): three categories, one per member. Voyagers and
 * fans join at once; captains need the captain role, and an admin confirms them.
 */
export const CLUB_CATEGORIES = enumeration({
  captains: { ru: 'Капитаны', en: 'Captains' },
  voyagers: { ru: 'Путешественники', en: 'Voyagers' },
  fans: { ru: 'Болельщики', en: 'Fans' },
})
export type ClubCategory = (typeof CLUB_CATEGORIES.values)[number]

export const CLUB_STATUSES = enumeration({
  pending: { ru: 'Ждёт подтверждения', en: 'Awaiting confirmation' },
  active: { ru: 'В клубе', en: 'In the club' },
})
type ClubStatus = (typeof CLUB_STATUSES.values)[number]

/** The club's own events on its pages: the captains' club shows the races, the Baikal club the lake's events. */
export const CAPTAINS_EVENT_CATEGORIES: readonly (typeof EVENT_CATEGORIES.values)[number][] = ['regatta', 'race', 'competition', 'championship', 'cup', 'trainingCamp']
/** How many of the coming events a club page lists. */
export const CLUB_EVENTS_SHOWN = 6
/** How many listed members a category shows. */
export const CLUB_MEMBERS_SHOWN = 100

export const CLUB_MESSAGES = {
  verifyFirst: 'Confirm your email address before joining the club.',
  captainRoleRequired: 'Only members with the captain role can join the captains.',
  notMember: 'You are not in the club.',
  notPending: 'This membership does not await confirmation.',
} as const

/** PUT /api/club/membership: the category to be in, and whether others may see one's name in its list. */
export const membershipRequestSchema = z.strictObject({ category: z.enum(CLUB_CATEGORIES.values, 'required'), listed: z.boolean('bodyInvalid').default(false) }, 'bodyInvalid')

export type MyMembership = { id: number; category: ClubCategory; status: ClubStatus; listed: boolean }

/** GET /api/club: how many are in each category and the names of those who agreed to be listed; the visitor's own place; for admins, the captains awaiting confirmation. */
export type ClubView = {
  counts: Record<ClubCategory, number>
  members: Record<ClubCategory, string[]>
  me: MyMembership | null
  pending?: { id: number; name: string; email: string; since: string }[]
}
