import { takenDays } from '@cms/features/bookings/calendar'
import { dayWindowSchema } from '@cms/features/bookings/contract/bookings'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/yachts/{id}/availability?from=YYYY-MM-DD&to=YYYY-MM-DD: the taken days in that window; public. */
export const GET = defineRoute({
  who: 'anyone',
  row: { invalid: () => json(400, { error: 'The yacht id must be a positive number.', code: 'invalid' }) },
  handle: async ({ id, context: { url, locals } }) => {
    const window = dayWindowSchema.safeParse({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' })
    if (!window.success) return json(400, { code: 'invalid', errors: fieldErrors(window.error) })
    return json(200, { yachtId: id, from: window.data.from, to: window.data.to, taken: await takenDays(locals.payload, id, window.data.from, window.data.to) })
  },
})

export const ALL = methodNotAllowed('GET')
