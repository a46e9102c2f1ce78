import { reviewsOfMyYachts } from '@cms/features/reviews/flows/reviews'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/owner/reviews: the reviews of the owner's yachts, newest first, to answer. */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member }) => json(200, { docs: await reviewsOfMyYachts(member) }),
})

export const ALL = methodNotAllowed('GET')
