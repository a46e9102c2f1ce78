import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { bookedYachtsQuerySchema } from '@cms/features/bookings/contract/bookings'
import { bookedYachts } from '@cms/features/bookings/flows/bookedYachts'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * GET /api/yachts?ids=1,2&locale=ru|en: the published yachts of a member's bookings as their pages
 * show them (name, home marina, cancellation policy); public, as the catalogue is. The pages asked
 * for the catalogue's every yacht at build time instead: 4.2 MB for /bookings at 10,000 yachts.
 */
export const GET = defineRoute({
  who: 'anyone',
  handle: async ({ context: { url, locals } }) => {
    const query = bookedYachtsQuerySchema.safeParse({ ids: url.searchParams.get('ids') ?? '', locale: url.searchParams.get('locale') ?? '' })
    if (!query.success) return json(400, { code: 'invalid', errors: fieldErrors(query.error) })
    return json(200, { docs: await bookedYachts(locals.payload, query.data.ids, query.data.locale) })
  },
})

export const ALL = methodNotAllowed('GET')
