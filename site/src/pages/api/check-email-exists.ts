import { emailSchema } from '@cms/features/accounts/contract/auth'
import { emailExists } from '@cms/features/accounts/flows/emailExists'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal } from '@site/lib/server/http'

export const prerender = false

/** GET /api/check-email-exists?email=: {exists} (spec 4.2's check on blur), limited per visitor. */
export const GET = defineRoute({
  who: 'anyone',
  handle: async ({ visitor, context }) => {
    const parsed = emailSchema.safeParse(context.url.searchParams.get('email') ?? '')
    if (!parsed.success) return refusal(400, 'invalidEmail')
    return json(200, { exists: await emailExists({ ...(await visitor()), user: null }, parsed.data) })
  },
})

export const ALL = methodNotAllowed('GET')
