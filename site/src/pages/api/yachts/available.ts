import { availableYachts } from '@cms/features/bookings/calendar'
import { dayWindowSchema } from '@cms/features/bookings/contract/bookings'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { CATALOGUE_MAX_PARTY } from '@cms/features/catalogue/contract/yachtCatalogue'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/yachts/available?from=…&to=…&guests=N: ids of published yachts free for the whole range with room for N; public. */
export const GET = defineRoute({
  who: 'anyone',
  handle: async ({ context: { url, locals } }) => {
    const window = dayWindowSchema.safeParse({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' })
    if (!window.success) return json(400, { code: 'invalid', errors: fieldErrors(window.error) })
    const guests = Number(url.searchParams.get('guests') ?? 1)
    if (!Number.isInteger(guests) || guests < 1 || guests > CATALOGUE_MAX_PARTY) return json(400, { code: 'invalid', errors: { guests: 'guestsInvalid' } })
    return json(200, { ids: await availableYachts(locals.payload, window.data.from, window.data.to, guests) })
  },
})

export const ALL = methodNotAllowed('GET')
