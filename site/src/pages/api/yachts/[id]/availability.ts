import { takenDays } from '@cms/features/bookings/calendar'
import { closedDaysOfYacht } from '@cms/features/seasons'
import { dayWindowSchema } from '@cms/features/bookings/contract/bookings'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * GET /api/yachts/{id}/availability?from=YYYY-MM-DD&to=YYYY-MM-DD: the days of that window that are
 * taken, and apart from them those out of the yacht's navigation season; public.
 */
export const GET = defineRoute({
  who: 'anyone',
  row: { invalid: () => json(400, { error: 'The yacht id must be a positive number.', code: 'invalid' }) },
  handle: async ({ id, context: { url, locals } }) => {
    const window = dayWindowSchema.safeParse({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' })
    if (!window.success) return json(400, { code: 'invalid', errors: fieldErrors(window.error) })
    const { from, to } = window.data
    const [taken, outOfSeason] = await Promise.all([takenDays(locals.payload, id, from, to), closedDaysOfYacht(locals.payload, id, { start: from, end: to })])
    return json(200, { yachtId: id, from, to, taken, outOfSeason })
  },
})

export const ALL = methodNotAllowed('GET')
